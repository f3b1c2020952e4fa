// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diffview.h"

#include "analysis/displaytext.h"
#include "itemmodels/layoutdiffmodel.h"
#include "textdiffview.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace {
// Tints a row by how it differs, in the text diff's colours.
class DiffRowDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        const auto kind = LayoutDiffModel::Kind(index.data(LayoutDiffModel::KindRole).toInt());
        const auto textKind = kind == LayoutDiffModel::Added ? TextDiff::Kind::Added
            : kind == LayoutDiffModel::Removed               ? TextDiff::Kind::Removed
            : kind == LayoutDiffModel::Changed               ? TextDiff::Kind::Changed
                                                             : TextDiff::Kind::Same;
        if (textKind != TextDiff::Kind::Same)
            option->backgroundBrush = TextDiffView::color(textKind);
        if (index.column() == LayoutDiffModel::Change && index.data(LayoutDiffModel::BetterRole).isValid()) {
            option->font.setBold(true);
            option->text += index.data(LayoutDiffModel::BetterRole).toBool() ? DiffView::tr(" ▲ better") : DiffView::tr(" ▼ worse");
        }
    }
};
} // namespace

DiffView::DiffView(QWidget *parent)
    : QWidget(parent), m_model(new LayoutDiffModel(this)), m_title(new QLabel(this)), m_headline(new QLabel(this)),
      m_only(new QCheckBox(tr("Only &differences"), this)), m_table(new QTableView(this)),
      m_command(new TextDiffView(QStringLiteral("Bash"), this)), m_file(new TextDiffView(QStringLiteral("YAML"), this)),
      m_tabs(new QTabWidget(this))
{
    setAccessibleName(tr("Compare"));
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setObjectName(QStringLiteral("diffHeadline"));
    m_title->setObjectName(QStringLiteral("diffTitle"));
    m_title->setTextFormat(Qt::RichText); // the recipes' parts escaped
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);
    m_only->setChecked(true);
    m_model->setOnlyDifferences(true);
    auto *swapButton = new QToolButton(this);
    swapButton->setText(tr("Swap A and B"));
    swapButton->setIcon(QIcon::fromTheme(QStringLiteral("exchange-positions")));
    swapButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(swapButton, &QToolButton::clicked, this, &DiffView::swap);
    connect(m_only, &QCheckBox::toggled, m_model, &LayoutDiffModel::setOnlyDifferences);

    m_table->setModel(m_model);
    m_table->setItemDelegate(new DiffRowDelegate(m_table));
    m_table->setAccessibleName(tr("Differences"));
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    // A and B share the width the other columns leave; the change is always in view.
    auto *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (const int column : {LayoutDiffModel::Section, LayoutDiffModel::Field, LayoutDiffModel::Change})
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    for (const int column : {LayoutDiffModel::A, LayoutDiffModel::B})
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    m_table->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);

    m_tabs->addTab(m_table, tr("&Fields"));
    m_tabs->addTab(m_command, tr("Co&mmands"));
    m_tabs->addTab(m_file, tr("F&iles"));
    m_tabs->setDocumentMode(true);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_headline, 1);
    bar->addWidget(m_only);
    bar->addWidget(swapButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_title);
    layout->addLayout(bar);
    layout->addWidget(m_tabs, 1);
}

void DiffView::setRecipes(const Recipe &a, const Recipe &b, const QString &versionA, const QString &versionB)
{
    m_a = a;
    m_b = b;
    m_versionA = versionA;
    m_versionB = versionB;
    const auto named = [](const Recipe &recipe, const QString &version) {
        return DisplayText::escaped(version.isEmpty() ? recipe.name() : tr("%1 at %2").arg(recipe.name(), version));
    };
    m_model->setRecipes(a, b);
    // One arg() call: a name holding "%3" is not filled in by a later one.
    m_title->setText(tr("<b>A</b> %1 · %2 on %3 x %4 &nbsp;&nbsp; <b>B</b> %5 · %6 on %7 x %8")
                         .arg(named(a, versionA), DisplayText::escaped(a.layoutLabel()), QString::number(a.gpuCount()),
                              DisplayText::escaped(a.gpuType()), named(b, versionB), DisplayText::escaped(b.layoutLabel()),
                              QString::number(b.gpuCount()), DisplayText::escaped(b.gpuType())));
    const auto headline = m_model->diff().headline();
    m_headline->setText(m_model->diff().differs() ? (headline.isEmpty() ? tr("The recipes differ") : headline)
                                                  : tr("The two recipes do not differ"));
    m_command->setTexts(a.run(), b.run());
    m_file->setTexts(QString::fromUtf8(a.source()), QString::fromUtf8(b.source()));
}

void DiffView::swap()
{
    // Copies: setRecipes() overwrites the members it is given.
    const auto a = m_a;
    const auto b = m_b;
    const auto versionA = m_versionA;
    const auto versionB = m_versionB;
    setRecipes(b, a, versionB, versionA);
}

std::optional<DiffView::Tab> DiffView::tabFromName(QStringView name)
{
    if (name == u"overview")
        return Tab::Fields;
    if (name == u"command")
        return Tab::Commands;
    if (name == u"source")
        return Tab::Files;
    return std::nullopt;
}

DiffView::Tab DiffView::currentTab() const
{
    if (m_tabs->currentWidget() == m_command)
        return Tab::Commands;
    return m_tabs->currentWidget() == m_file ? Tab::Files : Tab::Fields;
}

void DiffView::showTab(Tab tab)
{
    switch (tab) {
    case Tab::Fields: m_tabs->setCurrentWidget(m_table); return;
    case Tab::Commands: m_tabs->setCurrentWidget(m_command); return;
    case Tab::Files: m_tabs->setCurrentWidget(m_file); return;
    }
}

QString DiffView::headline() const
{
    return m_headline->text();
}
