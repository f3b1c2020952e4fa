// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/rankingfilter.h"

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLineEdit;

// The search field and the model, GPU, author and status filters above the ranking:
// one RankingFilter, read and set whole, announced by one signal.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    explicit FilterBar(QWidget *parent = nullptr);

    RankingFilter filter() const;
    // Shows the filter; emits filterChanged once when it differs from the one shown.
    void setFilter(const RankingFilter &filter);
    // Sets one field, keeping the others.
    void setValue(RankingFilter::Field field, const QString &value);

    // Offers these values for a choice field, keeping the current choice.
    void setChoices(RankingFilter::Field field, const QStringList &values);
    QStringList choices(RankingFilter::Field field) const;

    void focusSearch();
    // Whether the folders shown are in a git work tree: "Changed only" is offered, or
    // greyed out with why not.
    void setChangesKnown(bool known, const QString &whyNot);
    // Whether a run is planned with a deadline or a budget: "Fits the plan" is offered,
    // or greyed out.
    void setPlanConstrained(bool constrained);

Q_SIGNALS:
    void filterChanged(const RankingFilter &filter);

private:
    void emitIfChanged();
    static void setComboValue(QComboBox *combo, const QString &value);

    QLineEdit *m_search = nullptr;
    QCheckBox *m_changedOnly = nullptr;
    QCheckBox *m_fitsPlanOnly = nullptr;
    std::array<QComboBox *, RankingFilter::FieldCount> m_combos{}; // Text has none
    RankingFilter m_announced;
};
