// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"
#include "analysis/pricetable.h"
#include "analysis/runplan.h"
#include "recipe/rankingfilter.h"

#include <QByteArray>
#include <QObject>
#include <QStringList>

// Every remembered choice of the program, with typed accessors and a signal each,
// stored with QSettings under the application's name. Keys live in settings.cpp only.
class Settings : public QObject
{
    Q_OBJECT
public:
    // Bump when the saved window layout no longer fits the window's docks and toolbars.
    static constexpr int WindowStateVersion = 1;
    static constexpr int MaxRecentFolders = 10;

    // The program's settings: made on first use, destroyed with the application.
    static Settings &instance();
    // Only instance() makes one (public for the application's holder of it).
    explicit Settings(QObject *parent = nullptr);
    // Writes to disk what is set, now and on this thread (otherwise a moment after each
    // change, on a worker thread): before the folder they are kept in goes, say.
    void sync();

    QString lastFolder() const;
    void setLastFolder(const QString &folder);

    QStringList recentFolders() const;
    // Puts the folder first in the recent list.
    void addRecentFolder(const QString &folder);
    void clearRecentFolders();

    QByteArray windowGeometry() const;
    QByteArray windowState() const; // empty when saved by another version
    void setWindowGeometryAndState(const QByteArray &geometry, const QByteArray &state);

    // Sizes of the ranking and the recipe page.
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray &state);

    QByteArray tableHeaderState() const;
    void setTableHeaderState(const QByteArray &state);

    RankingFilter filter() const;
    void setFilter(const RankingFilter &filter);

    // Your $ per GPU-hour; the defaults until changed.
    PriceTable prices() const;
    void setPrices(const PriceTable &prices);

    // A GPU catalogue file over the bundled one (GpuCatalog); empty for none.
    QString gpuCatalogFile() const;
    void setGpuCatalogFile(const QString &path);

    // The run planned (the Plan bar); not set until tokens are given.
    RunPlan plan() const;
    void setPlan(const RunPlan &plan);

    // "system", "light" or "dark".
    QString theme() const;
    void setTheme(const QString &theme);

    // "de", "zh_CN", ...; empty follows the system.
    QString language() const;
    void setLanguage(const QString &code);

    // Colour theme of code views; empty follows the palette.
    QString codeTheme() const;
    void setCodeTheme(const QString &name);

    ChartData::Metric chartMetric() const;
    void setChartMetric(ChartData::Metric metric);

Q_SIGNALS:
    void pricesChanged();
    void planChanged(const RunPlan &plan);
    void codeThemeChanged(const QString &name);
    void lastFolderChanged(const QString &folder);
    void recentFoldersChanged(const QStringList &folders);
    void tableHeaderStateChanged();
    void filterChanged(const RankingFilter &filter);

private:
    void setValue(const QString &key, const QVariant &value);
    void remove(const QString &key);

    // One instance for the program: written to disk on a worker thread a moment after
    // a change, not on every change.
    class QSettings *m_settings;
    class SettingsWriter *m_writer;
};
