#include "commandview.h"

#include "codepane.h"
#include "codeview.h"
#include "commandflagmodel.h"
#include "placeholdertable.h"
#include "runscript.h"
#include "settings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QSaveFile>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

CommandView::CommandView(QWidget *parent)
    : QWidget(parent)
    , m_pane(new CodePane(QStringLiteral("Bash"), this))
    , m_flags(new CommandFlagModel(this))
    , m_flagTable(new QTableView(this))
    , m_placeholders(new QListWidget(this))
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
    m_flagTable->horizontalHeader()->setStretchLastSection(true);
    m_flagTable->setAlternatingRowColors(true);
    m_flagTable->setWordWrap(false);
    connect(m_flagTable, &QTableView::activated, this, [this](const QModelIndex &index) {
        const int line = index.data(CommandFlagModel::LineRole).toInt();
        m_pane->view()->markPosition(line, 1, QString());
    });
    m_placeholders->setAccessibleName(tr("Placeholders"));
    m_placeholders->setWordWrap(true);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 4, 0, 0);
    auto *placeholderTitle = new QLabel(tr("<b>Fill in before running</b>"), side);
    auto *flagTitle = new QLabel(tr("<b>Flags</b> (double-click to find one in the command)"), side);
    sideLayout->addWidget(placeholderTitle);
    sideLayout->addWidget(m_placeholders, 1);
    sideLayout->addWidget(flagTitle);
    sideLayout->addWidget(m_flagTable, 3);

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_pane);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void CommandView::setRecipe(const Recipe &recipe)
{
    m_recipe = recipe;
    const auto run = recipe.isListing() ? tr("# Listing only: the command behind these figures is not published.\n") : recipe.run();
    m_pane->view()->setCode(run);
    m_pane->view()->setPlaceholders(PlaceholderTable::find(run));
    m_flags->setRecipe(recipe);
    m_flagTable->resizeColumnsToContents();
    m_placeholders->clear();
    for (const auto &p : PlaceholderTable::used(run)) {
        auto *item = new QListWidgetItem(p.text + QStringLiteral(": ") + p.description, m_placeholders);
        item->setToolTip(p.description);
    }
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
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(RunScript::build(m_recipe).toUtf8()) < 0 || !file.commit()) {
        QMessageBox::warning(this, tr("Save Script"), tr("Could not write %1: %2").arg(path, file.errorString()));
        return;
    }
    QFile::setPermissions(path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup);
}
