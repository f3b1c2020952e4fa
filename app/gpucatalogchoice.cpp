// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gpucatalogchoice.h"

#include "plainmessagebox.h"
#include "recipe/gpucatalog.h"
#include "settings/settings.h"

#include <QDir>
#include <QFileDialog>
#include <QMenu>

namespace {

QString problemLines(const ProblemList &problems)
{
    QStringList lines;
    for (const auto &problem : problems)
        lines << problem.toString();
    return lines.join(u'\n');
}

QString &givenAtStart()
{
    static QString path;
    return path;
}

} // namespace

void GpuCatalogChoice::setGivenAtStart(const QString &path)
{
    givenAtStart() = path;
}

GpuCatalogChoice::GpuCatalogChoice(QWidget *window) : QObject(window), m_window(window)
{
    const auto file = givenAtStart().isEmpty() ? Settings::instance().gpuCatalogFile() : givenAtStart();
    if (file.isEmpty())
        return;
    if (const auto problems = GpuCatalog::setUserFile(file); !problems.isEmpty())
        m_startMessage = tr("The GPU catalogue %1 was not read, the bundled one is used: %2")
                             .arg(QDir::toNativeSeparators(file), problems.first().toString());
}

QMenu *GpuCatalogChoice::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(tr("GPU &Catalogue"), parent);
    menu->setToolTipsVisible(true);
    auto *open = menu->addAction(tr("&Open Catalogue File..."), this, &GpuCatalogChoice::openFile);
    open->setToolTip(tr("GPU types to add to the bundled catalogue, or facts to override (memory, power, peak FLOP/s, price, colour)"));
    auto *bundled = menu->addAction(tr("&Bundled Catalogue Only"), this, &GpuCatalogChoice::useBundled);
    connect(menu, &QMenu::aboutToShow, bundled, [bundled] { bundled->setEnabled(!Settings::instance().gpuCatalogFile().isEmpty()); });
    return menu;
}

void GpuCatalogChoice::openFile()
{
    const auto file = QFileDialog::getOpenFileName(m_window, tr("Open a GPU Catalogue"), Settings::instance().gpuCatalogFile(),
                                                   tr("GPU catalogues (*.yaml *.yml);;All files (*)"));
    if (file.isEmpty())
        return;
    if (const auto problems = GpuCatalog::setUserFile(file); !problems.isEmpty()) {
        PlainMessageBox::warning(m_window, tr("GPU Catalogue"),
                                 tr("%1 is not a GPU catalogue the program can read; the one in force stays.\n\n%2")
                                     .arg(QDir::toNativeSeparators(file), problemLines(problems)));
        return;
    }
    Settings::instance().setGpuCatalogFile(file);
    Q_EMIT changed();
    Q_EMIT statusMessage(tr("GPU catalogue: %1 over the bundled one").arg(QDir::toNativeSeparators(file)), 5000);
}

void GpuCatalogChoice::useBundled()
{
    GpuCatalog::setUserFile({});
    Settings::instance().setGpuCatalogFile({});
    Q_EMIT changed();
    Q_EMIT statusMessage(tr("GPU catalogue: the bundled one"), 5000);
}
