// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandview.h"

#include "analysis/placeholdertable.h"
#include "analysis/runscript.h"
#include "codepane.h"
#include "codeview.h"
#include "itemmodels/commandflagmodel.h"
#include "plainmessagebox.h"
#include "recipe/recipefiles.h"
#include "settings/settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QListWidget>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

CommandView::CommandView(QWidget *parent)
    : QWidget(parent), m_pane(new CodePane(QStringLiteral("Bash"), this)), m_flags(new CommandFlagModel(this)),
      m_flagTable(new QTableView(this)), m_placeholders(new QListWidget(this)), m_side(new QTabWidget(this)),
      m_splitter(new QSplitter(this))
{
    m_pane->view()->setAccessibleName(tr("Command"));
    auto button = [this](const QString &text, const QString &icon, const QString &tip) {
        auto *b = new QToolButton(this);
        b->setText(text);
        b->setIcon(QIcon::fromTheme(icon));
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        b->setToolTip(tip);
        return b;
    };
    auto *copy = button(tr("Copy Command"), QStringLiteral("edit-copy"), tr("Copy the command as published"));
    auto *copyScript = button(tr("Copy as Script"), QStringLiteral("edit-copy"),
                              tr("Copy a ready script: shebang, set -euo pipefail, the env exports, then the command"));
    auto *save = button(tr("Save Script..."), QStringLiteral("document-save-as"), tr("Save the ready script as a .sh file"));
    connect(copy, &QToolButton::clicked, this, &CommandView::copyCommand);
    connect(copyScript, &QToolButton::clicked, this, &CommandView::copyScript);
    connect(save, &QToolButton::clicked, this, &CommandView::saveScript);
    m_pane->toolRow()->insertWidget(0, copy);
    m_pane->toolRow()->insertWidget(1, copyScript);
    m_pane->toolRow()->insertWidget(2, save);

    auto *sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(m_flags);
    sorted->setSortRole(CommandFlagModel::SortRole);
    m_flagTable->setModel(sorted);
    m_flagTable->setAccessibleName(tr("Flags"));
    m_flagTable->setSortingEnabled(true);
    m_flagTable->sortByColumn(-1, Qt::AscendingOrder);
    m_flagTable->verticalHeader()->hide();
    m_flagTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_flagTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_flagTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Flag and value first, whole; the recipe's field and value take the rest.
    m_flagTable->horizontalHeader()->setStretchLastSection(true);
    m_flagTable->setTextElideMode(Qt::ElideMiddle);
    m_flagTable->setAlternatingRowColors(true);
    m_flagTable->setWordWrap(false);
    connect(m_flagTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int line = index.data(CommandFlagModel::LineRole).toInt();
        m_pane->view()->markPosition(line, 1, QString());
    });
    m_flagTable->installEventFilter(this);
    m_flagTable->viewport()->installEventFilter(this);
    m_placeholders->setAccessibleName(tr("Placeholders"));
    m_placeholders->setWordWrap(true);
    m_placeholders->setSpacing(2);

    // Beside the command, one list at a time at full height: the placeholders to
    // fill in, or every flag with the recipe field that says the same.
    m_side->setDocumentMode(true);
    m_side->addTab(m_placeholders, tr("Fill in before running"));
    m_side->addTab(m_flagTable, tr("Flags"));
    m_side->setTabToolTip(1, tr("Every --flag of the command; double-click one to find it in the command"));

    m_splitter->addWidget(m_pane);
    m_splitter->addWidget(m_side);
    m_splitter->setStretchFactor(0, 11);
    m_splitter->setStretchFactor(1, 9);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_splitter);
}

void CommandView::setRecipe(const Recipe &recipe)
{
    m_recipe = recipe;
    const auto run = recipe.isListing() ? tr("# Listing only: the command behind these figures is not published.\n") : recipe.run();
    m_pane->view()->setCode(run);
    // Searched once: a run may be a megabyte of placeholders.
    const auto occurrences = PlaceholderTable::find(run);
    m_pane->view()->setPlaceholders(occurrences);
    m_flags->setRecipe(recipe);
    fitFlagColumns();
    m_placeholders->clear();
    const auto used = PlaceholderTable::used(occurrences);
    for (const auto &p : used) {
        auto *item = new QListWidgetItem(p.text + QStringLiteral(": ") + p.description, m_placeholders);
        item->setToolTip(p.description);
    }
    m_side->setTabText(0, tr("Fill in before running (%1)").arg(used.size()));
    m_side->setTabText(1, tr("Flags (%1)").arg(m_flags->rowCount()));
}

void CommandView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Until the reader moves it: 55% for the command, the rest for the lists beside it.
    if (!m_splitterPlaced && width() > 0) {
        m_splitterPlaced = true;
        m_splitter->setSizes({width() * 55 / 100, width() * 45 / 100});
    }
}

bool CommandView::eventFilter(QObject *watched, QEvent *event)
{
    // Sizes are known once the table is shown (it sits behind a tab) and change with it.
    if ((watched == m_flagTable->viewport() && event->type() == QEvent::Resize)
        || (watched == m_flagTable && event->type() == QEvent::Show))
        fitFlagColumns();
    return QWidget::eventFilter(watched, event);
}

void CommandView::fitFlagColumns()
{
    // Flag and value in view, whole when they fit; a long value is elided (its
    // tooltip has it whole) before the flag is. The recipe's field and value follow.
    m_flagTable->resizeColumnsToContents();
    const int available = m_flagTable->viewport()->width();
    int flag = m_flagTable->columnWidth(CommandFlagModel::Flag);
    int value = m_flagTable->columnWidth(CommandFlagModel::Value);
    const int shortest = int(8 * m_flagTable->fontMetrics().averageCharWidth());
    if (flag + value > available) {
        value = std::max(available - flag, shortest);
        flag = std::max(available - value, 0);
    }
    m_flagTable->setColumnWidth(CommandFlagModel::Flag, flag);
    m_flagTable->setColumnWidth(CommandFlagModel::Value, value);
}

void CommandView::copyCommand()
{
    QApplication::clipboard()->setText(m_recipe.run());
}

void CommandView::copyScript()
{
    QApplication::clipboard()->setText(RunScript::build(m_recipe));
}

void CommandView::saveScript()
{
    const auto suggested = QDir(Settings::instance().lastFolder()).filePath(m_recipe.name() + QStringLiteral(".sh"));
    const auto path = QFileDialog::getSaveFileName(this, tr("Save Script"), suggested, tr("Shell scripts (*.sh)"));
    if (path.isEmpty())
        return;
    // Written on a worker thread, executable.
    QtConcurrent::run(&RecipeFiles::write, path, RunScript::build(m_recipe).toUtf8(), QFileDevice::ExeOwner | QFileDevice::ExeGroup)
        .then(this, [this, path](const QString &error) {
            if (!error.isEmpty())
                PlainMessageBox::warning(this, tr("Save Script"), tr("Could not write %1: %2").arg(path, error));
        });
}
