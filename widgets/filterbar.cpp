// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filterbar.h"

#include "analysis/displaytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLineEdit>

namespace {
QString allText(RankingFilter::Field field)
{
    switch (field) {
    case RankingFilter::Model: return FilterBar::tr("All models");
    case RankingFilter::GpuType: return FilterBar::tr("All GPUs");
    case RankingFilter::Author: return FilterBar::tr("All authors");
    case RankingFilter::Status: return FilterBar::tr("Any status");
    case RankingFilter::Text: break;
    }
    return {};
}

QString filterName(RankingFilter::Field field)
{
    switch (field) {
    case RankingFilter::Model: return FilterBar::tr("Model filter");
    case RankingFilter::GpuType: return FilterBar::tr("GPU filter");
    case RankingFilter::Author: return FilterBar::tr("Author filter");
    case RankingFilter::Status: return FilterBar::tr("Status filter");
    case RankingFilter::Text: break;
    }
    return {};
}
} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent), m_search(new QLineEdit(this)), m_changedOnly(new QCheckBox(tr("Chan&ged only"), this)),
      m_fitsPlanOnly(new QCheckBox(tr("Fits the pla&n"), this))
{
    m_search->setPlaceholderText(tr("Search models, GPUs, authors, layouts (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search"));
    m_search->setObjectName(QStringLiteral("search"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_search, 1);
    // The combo boxes keep the width of their longest choice; the search field takes the rest.
    for (const auto field : RankingFilter::choiceFields()) {
        auto *box = new QComboBox(this);
        box->setObjectName(RankingFilter::key(field) + QStringLiteral("Filter"));
        box->addItem(allText(field), QString());
        box->setAccessibleName(filterName(field));
        box->setToolTip(filterName(field));
        box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
        connect(box, &QComboBox::currentIndexChanged, this, &FilterBar::emitIfChanged);
        layout->addWidget(box);
        m_combos[field] = box;
    }
    m_changedOnly->setObjectName(QStringLiteral("changedOnlyFilter"));
    layout->addWidget(m_changedOnly);
    setChangesKnown(false, {});
    m_fitsPlanOnly->setObjectName(QStringLiteral("fitsPlanFilter"));
    layout->addWidget(m_fitsPlanOnly);
    setPlanConstrained(false);
    connect(m_changedOnly, &QCheckBox::toggled, this, &FilterBar::emitIfChanged);
    connect(m_fitsPlanOnly, &QCheckBox::toggled, this, &FilterBar::emitIfChanged);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::emitIfChanged);
}

RankingFilter FilterBar::filter() const
{
    RankingFilter filter;
    filter.setValue(RankingFilter::Text, m_search->text());
    for (const auto field : RankingFilter::choiceFields())
        filter.setValue(field, m_combos[field]->currentData().toString());
    // Kept while greyed out (no git status), when the ranking ignores it.
    filter.setChangedOnly(m_changedOnly->isChecked());
    filter.setFitsPlanOnly(m_fitsPlanOnly->isChecked());
    return filter;
}

void FilterBar::setFilter(const RankingFilter &filter)
{
    {
        const QSignalBlocker blocker(this);
        m_search->setText(filter.text());
        for (const auto field : RankingFilter::choiceFields())
            setComboValue(m_combos[field], filter.value(field));
        m_changedOnly->setChecked(filter.changedOnly());
        m_fitsPlanOnly->setChecked(filter.fitsPlanOnly());
    }
    emitIfChanged();
}

void FilterBar::setValue(RankingFilter::Field field, const QString &value)
{
    auto changed = filter();
    changed.setValue(field, value);
    setFilter(changed);
}

void FilterBar::emitIfChanged()
{
    if (signalsBlocked())
        return;
    const auto current = filter();
    if (current == m_announced)
        return;
    m_announced = current;
    Q_EMIT filterChanged(current);
}

void FilterBar::setChoices(RankingFilter::Field field, const QStringList &values)
{
    auto *box = m_combos[field];
    if (!box)
        return;
    const auto current = box->currentData().toString();
    const QSignalBlocker boxBlocker(box);
    while (box->count() > 1)
        box->removeItem(1);
    for (const auto &value : values)
        box->addItem(DisplayText::line(value), value);
    // Keeps a remembered choice even when nothing open matches it.
    setComboValue(box, current);
}

QStringList FilterBar::choices(RankingFilter::Field field) const
{
    QStringList values;
    if (const auto *box = m_combos[field])
        for (int i = 1; i < box->count(); ++i)
            values << box->itemData(i).toString();
    return values;
}

void FilterBar::setComboValue(QComboBox *combo, const QString &value)
{
    auto index = combo->findData(value);
    if (index < 0 && !value.isEmpty()) {
        combo->addItem(DisplayText::line(value), value);
        index = combo->count() - 1;
    }
    combo->setCurrentIndex(std::max(index, 0));
}

void FilterBar::setChangesKnown(bool known, const QString &whyNot)
{
    m_changedOnly->setEnabled(known);
    m_changedOnly->setToolTip(
        known ? tr("Only the recipes whose file differs from the git commit checked out (HEAD)")
              : DisplayText::toolTip(tr("No git status: %1").arg(whyNot.isEmpty() ? tr("nothing open is in a git work tree") : whyNot)));
}

void FilterBar::setPlanConstrained(bool constrained)
{
    m_fitsPlanOnly->setVisible(constrained);
    m_fitsPlanOnly->setToolTip(tr("Only the recipes that meet the plan's deadline and budget"));
}

void FilterBar::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}
