// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "planbar.h"

#include "recipe/recipeformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QTimer>

#include <KColorScheme>

PlanBar::PlanBar(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("Plan:"), this);
    layout->addWidget(title);
    m_tokens = addField(tr("To&kens"), tr("tokens, e.g. 2T"),
                        tr("Tokens to train: 2T, 500B or 1.5e12 (k, M, B, T). Empty: no plan, and its columns hidden."),
                        PlanQuantity::Kind::Tokens);
    m_days = addField(tr("&Days"), tr("deadline in days"), tr("The deadline in days: a recipe that takes longer does not fit the plan."),
                      PlanQuantity::Kind::Days);
    m_budget = addField(tr("&Budget"), tr("budget, e.g. $1.5M"),
                        tr("The budget in dollars: a recipe that costs more does not fit the plan."), PlanQuantity::Kind::Money);
    m_gpus =
        addField(tr("GP&Us"), tr("each recipe's own"),
                 tr("Scale every recipe to this many GPUs, its tokens/s per GPU held: an extrapolation. Empty: each recipe's own count."),
                 PlanQuantity::Kind::Count);
    m_prices = new QComboBox(this);
    m_prices->addItem(tr("Published prices"));
    m_prices->addItem(tr("Your prices"));
    m_prices->setToolTip(tr("The dollars per GPU-hour the plan is costed at: those the published figures use, or yours (Charts > Prices)"));
    m_prices->setAccessibleName(tr("Prices"));
    layout->addWidget(m_prices);
    layout->addStretch(1);
    connect(m_prices, &QComboBox::currentIndexChanged, this, &PlanBar::fieldsEdited);
}

QLineEdit *PlanBar::addField(const QString &label, const QString &placeholder, const QString &toolTip, PlanQuantity::Kind kind)
{
    auto *field = new QLineEdit(this);
    auto *buddy = new QLabel(label, this);
    buddy->setBuddy(field);
    field->setPlaceholderText(placeholder);
    field->setToolTip(toolTip);
    field->setAccessibleName(QString(label).remove(u'&'));
    field->setClearButtonEnabled(true);
    field->setMaximumWidth(fontMetrics().horizontalAdvance(placeholder) + 4 * fontMetrics().averageCharWidth() + 24);
    m_toolTips.append({field, toolTip});
    layout()->addWidget(buddy);
    layout()->addWidget(field);
    // Read as typed, the plan announced once typing pauses.
    auto *pause = new QTimer(field);
    pause->setSingleShot(true);
    pause->setInterval(300);
    connect(field, &QLineEdit::textEdited, pause, qOverload<>(&QTimer::start));
    connect(field, &QLineEdit::textEdited, this, [this, field, kind] { read(field, kind); });
    connect(pause, &QTimer::timeout, this, &PlanBar::fieldsEdited);
    connect(field, &QLineEdit::returnPressed, this, &PlanBar::fieldsEdited);
    return field;
}

std::optional<double> PlanBar::read(QLineEdit *field, PlanQuantity::Kind kind)
{
    const auto text = field->text();
    const auto quantity = PlanQuantity::parse(text, kind, RecipeFormat::decimalComma());
    const bool faulty = !text.trimmed().isEmpty() && !quantity.value();
    auto palette = QPalette();
    if (faulty)
        KColorScheme::adjustBackground(palette, KColorScheme::NegativeBackground, QPalette::Base, KColorScheme::View);
    field->setPalette(palette);
    field->setProperty("faulty", faulty);
    for (const auto &[each, toolTip] : std::as_const(m_toolTips))
        if (each == field)
            field->setToolTip(faulty ? tr("'%1': %2.\n%3").arg(text, quantity.faultText(kind), toolTip) : toolTip);
    return quantity.value();
}

bool PlanBar::hasFaults() const
{
    for (const auto *field : {m_tokens, m_days, m_budget, m_gpus})
        if (field->property("faulty").toBool())
            return true;
    return false;
}

void PlanBar::fieldsEdited()
{
    RunPlan plan;
    if (const auto tokens = read(m_tokens, PlanQuantity::Kind::Tokens))
        plan.tokens = *tokens;
    plan.days = read(m_days, PlanQuantity::Kind::Days);
    plan.budgetUsd = read(m_budget, PlanQuantity::Kind::Money);
    if (const auto gpus = read(m_gpus, PlanQuantity::Kind::Count))
        plan.gpus = int(*gpus);
    plan.prices = m_prices->currentIndex() == 1 ? RunPlan::Prices::Yours : RunPlan::Prices::Published;
    if (!plan.isSet())
        plan = plan.cleared();
    // A field that does not read keeps the plan as it was until it does, or is emptied.
    const bool changed = !hasFaults() && plan != m_announced;
    if (changed) {
        m_announced = plan;
        Q_EMIT planChanged(plan);
    }
    Q_EMIT fieldsRead(changed);
}

void PlanBar::setPlan(const RunPlan &plan)
{
    m_tokens->setText(plan.isSet() ? PlanQuantity::text(plan.tokens, PlanQuantity::Kind::Tokens, RecipeFormat::decimalComma()) : QString());
    m_days->setText(plan.days ? PlanQuantity::text(*plan.days, PlanQuantity::Kind::Days, RecipeFormat::decimalComma()) : QString());
    m_budget->setText(plan.budgetUsd ? u'$' + PlanQuantity::text(*plan.budgetUsd, PlanQuantity::Kind::Money, RecipeFormat::decimalComma())
                                     : QString());
    m_gpus->setText(plan.gpus ? QString::number(*plan.gpus) : QString());
    {
        const QSignalBlocker blocker(m_prices);
        m_prices->setCurrentIndex(plan.prices == RunPlan::Prices::Yours ? 1 : 0);
    }
    read(m_tokens, PlanQuantity::Kind::Tokens);
    read(m_days, PlanQuantity::Kind::Days);
    read(m_budget, PlanQuantity::Kind::Money);
    read(m_gpus, PlanQuantity::Kind::Count);
    m_announced = plan.isSet() ? plan : plan.cleared();
}

void PlanBar::focusTokens()
{
    m_tokens->setFocus(Qt::ShortcutFocusReason);
    m_tokens->selectAll();
}
