// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/planquantity.h"
#include "analysis/runplan.h"

#include <QWidget>

class QComboBox;
class QLineEdit;

// The Plan bar above the ranking: tokens to train and, optionally, a deadline in days,
// a budget in dollars and a GPU count to scale to, with the prices to cost them at.
// A field that does not read as its quantity turns red and says why in its tooltip;
// the plan is announced whole, as the fields read, once it differs.
class PlanBar : public QWidget
{
    Q_OBJECT
public:
    explicit PlanBar(QWidget *parent = nullptr);

    // The plan the fields read as (not set without tokens), at the prices chosen.
    RunPlan plan() const { return m_announced; }
    // Shows a plan as its fields would read it; announces nothing.
    void setPlan(const RunPlan &plan);
    // Whether a field holds text it cannot read (red).
    bool hasFaults() const;
    void focusTokens();

Q_SIGNALS:
    void planChanged(const RunPlan &plan);
    // The fields were read (on Return, or once typing paused): changed when that
    // announced another plan, not when one does not read or the plan is the same.
    void fieldsRead(bool changed);

private:
    QLineEdit *addField(const QString &label, const QString &placeholder, const QString &toolTip, PlanQuantity::Kind kind);
    // Reads a field: its value, or nullopt (red, with why) when it holds what does not read.
    std::optional<double> read(QLineEdit *field, PlanQuantity::Kind kind);
    void fieldsEdited();

    QLineEdit *m_tokens = nullptr;
    QLineEdit *m_days = nullptr;
    QLineEdit *m_budget = nullptr;
    QLineEdit *m_gpus = nullptr;
    QComboBox *m_prices = nullptr;
    QList<std::pair<QLineEdit *, QString>> m_toolTips; // each field's own tooltip, shown when it reads
    RunPlan m_announced;
};
