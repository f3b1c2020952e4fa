// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/settings.h"

#include "settings/settingswriter.h"

#include <QApplicationStatic>
#include <QDir>
#include <QSettings>

namespace Key {
const auto LastFolder = QStringLiteral("files/lastFolder");
const auto RecentFolders = QStringLiteral("files/recentFolders");
const auto WindowGeometry = QStringLiteral("window/geometry");
const auto WindowState = QStringLiteral("window/state");
const auto WindowStateVersion = QStringLiteral("window/stateVersion");
// v2: the Checks column came in after Status.
const auto TableHeader = QStringLiteral("table/header/v3");
const auto Splitter = QStringLiteral("window/splitter");
const auto Prices = QStringLiteral("charts/prices");
const auto GpuCatalog = QStringLiteral("gpus/catalogFile");
const auto Plan = QStringLiteral("plan/value");
const auto ChangedOnly = QStringLiteral("filters/changedOnly");
const auto FitsPlanOnly = QStringLiteral("filters/fitsPlanOnly");
// By name ("cost"); charts/metric held a number.
const auto ChartMetric = QStringLiteral("charts/metricName");
const auto Theme = QStringLiteral("window/theme");
const auto CodeTheme = QStringLiteral("code/theme");
const auto Language = QStringLiteral("window/language");
// One key a filter field: "filters/model", "filters/gpu", ...
QString filter(RankingFilter::Field field)
{
    return QStringLiteral("filters/") + RankingFilter::key(field);
}
} // namespace Key

Settings::Settings(QObject *parent) : QObject(parent), m_settings(new QSettings(this)), m_writer(new SettingsWriter(m_settings))
{ }

void Settings::sync()
{
    m_writer->writeNow();
}

void Settings::setValue(const QString &key, const QVariant &value)
{
    m_settings->setValue(key, value);
    m_writer->changed();
}

void Settings::remove(const QString &key)
{
    m_settings->remove(key);
    m_writer->changed();
}

// Destroyed with the application, so that what is set reaches the disk while the
// settings' folders are still those of the application's run.
Q_APPLICATION_STATIC(Settings, theSettings)

Settings &Settings::instance()
{
    return *theSettings;
}

QString Settings::lastFolder() const
{
    return m_settings->value(Key::LastFolder).toString();
}

void Settings::setLastFolder(const QString &folder)
{
    if (folder == lastFolder())
        return;
    setValue(Key::LastFolder, folder);
    Q_EMIT lastFolderChanged(folder);
}

QStringList Settings::recentFolders() const
{
    return m_settings->value(Key::RecentFolders).toStringList();
}

void Settings::addRecentFolder(const QString &folder)
{
    const auto clean = QDir::cleanPath(folder);
    auto folders = recentFolders();
    folders.removeAll(clean);
    folders.prepend(clean);
    while (folders.size() > MaxRecentFolders)
        folders.removeLast();
    setValue(Key::RecentFolders, folders);
    Q_EMIT recentFoldersChanged(folders);
}

void Settings::clearRecentFolders()
{
    remove(Key::RecentFolders);
    Q_EMIT recentFoldersChanged({});
}

QByteArray Settings::windowGeometry() const
{
    return m_settings->value(Key::WindowGeometry).toByteArray();
}

QByteArray Settings::windowState() const
{
    auto &settings = *m_settings;
    if (settings.value(Key::WindowStateVersion).toInt() != WindowStateVersion)
        return {};
    return settings.value(Key::WindowState).toByteArray();
}

void Settings::setWindowGeometryAndState(const QByteArray &geometry, const QByteArray &state)
{
    setValue(Key::WindowGeometry, geometry);
    setValue(Key::WindowState, state);
    setValue(Key::WindowStateVersion, WindowStateVersion);
}

QByteArray Settings::splitterState() const
{
    return m_settings->value(Key::Splitter).toByteArray();
}

void Settings::setSplitterState(const QByteArray &state)
{
    setValue(Key::Splitter, state);
}

QByteArray Settings::tableHeaderState() const
{
    return m_settings->value(Key::TableHeader).toByteArray();
}

void Settings::setTableHeaderState(const QByteArray &state)
{
    if (state == tableHeaderState())
        return;
    setValue(Key::TableHeader, state);
    Q_EMIT tableHeaderStateChanged();
}

RankingFilter Settings::filter() const
{
    RankingFilter filter;
    for (const auto field : RankingFilter::fields())
        filter.setValue(field, m_settings->value(Key::filter(field)).toString());
    filter.setChangedOnly(m_settings->value(Key::ChangedOnly).toBool());
    filter.setFitsPlanOnly(m_settings->value(Key::FitsPlanOnly).toBool());
    return filter;
}

void Settings::setFilter(const RankingFilter &filter)
{
    if (filter == this->filter())
        return;
    for (const auto field : RankingFilter::fields())
        setValue(Key::filter(field), filter.value(field));
    setValue(Key::ChangedOnly, filter.changedOnly());
    setValue(Key::FitsPlanOnly, filter.fitsPlanOnly());
    Q_EMIT filterChanged(filter);
}

PriceTable Settings::prices() const
{
    const auto value = m_settings->value(Key::Prices);
    return value.isValid() ? PriceTable::fromVariant(value) : PriceTable::defaults();
}

void Settings::setPrices(const PriceTable &prices)
{
    if (prices == this->prices())
        return;
    setValue(Key::Prices, prices.toVariant());
    Q_EMIT pricesChanged();
}

QString Settings::gpuCatalogFile() const
{
    return m_settings->value(Key::GpuCatalog).toString();
}

void Settings::setGpuCatalogFile(const QString &path)
{
    if (path.isEmpty())
        remove(Key::GpuCatalog);
    else
        setValue(Key::GpuCatalog, path);
}

RunPlan Settings::plan() const
{
    return RunPlan::fromVariant(m_settings->value(Key::Plan));
}

void Settings::setPlan(const RunPlan &plan)
{
    if (plan == this->plan())
        return;
    setValue(Key::Plan, plan.toVariant());
    Q_EMIT planChanged(plan);
}

ChartData::Metric Settings::chartMetric() const
{
    return ChartData::metricFromName(m_settings->value(Key::ChartMetric).toString()).value_or(ChartData::Metric::Throughput);
}

void Settings::setChartMetric(ChartData::Metric metric)
{
    setValue(Key::ChartMetric, ChartData::metricName(metric));
}

QString Settings::theme() const
{
    return m_settings->value(Key::Theme, QStringLiteral("system")).toString();
}

void Settings::setTheme(const QString &theme)
{
    setValue(Key::Theme, theme);
}

QString Settings::codeTheme() const
{
    return m_settings->value(Key::CodeTheme).toString();
}

void Settings::setCodeTheme(const QString &name)
{
    if (name == codeTheme())
        return;
    setValue(Key::CodeTheme, name);
    Q_EMIT codeThemeChanged(name);
}

QString Settings::language() const
{
    return m_settings->value(Key::Language).toString();
}

void Settings::setLanguage(const QString &code)
{
    setValue(Key::Language, code);
}

#include "moc_settings.cpp"
