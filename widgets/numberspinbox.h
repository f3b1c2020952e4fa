// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDoubleSpinBox>

// A spin box for a recipe's numbers: shows the shortest text that reads back the
// value (2200.16, not 2200.160000), holds integers beyond 32 bits (31983534080), and
// can offer "null" one step below its minimum for a value not measured yet.
class NumberSpinBox : public QDoubleSpinBox
{
    Q_OBJECT
public:
    NumberSpinBox(bool integer, QWidget *parent = nullptr);

    // The least value, and whether one step below it stands for null.
    void setBounds(double minimum, double maximum, bool nullable);
    bool isNull() const;
    void setNull();

    QString textFromValue(double value) const override;
    double valueFromText(const QString &text) const override;
    QValidator::State validate(QString &text, int &pos) const override;

private:
    bool m_integer;
    bool m_nullable = false;
};
