// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/chartdata.h"
#include "chartview.h"

#include <QWidget>

class QLabel;

// Presenter mode: one chart at a time, full screen, in large type. The arrow keys,
// Space and Page Up/Down step through the charts; T switches light and dark; Esc leaves.
class PresenterWindow : public QWidget
{
    Q_OBJECT
public:
    explicit PresenterWindow(const QList<ChartData::Chart> &charts, QWidget *parent = nullptr);

    int current() const { return m_current; }
    void showChart(int index);
    void setDark(bool dark);
    bool isDark() const { return m_dark; }
    ChartView *view() const { return m_view; }

Q_SIGNALS:
    void recipeActivated(const QString &filePath);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    QList<ChartData::Chart> m_charts;
    ChartView *m_view = nullptr;
    QLabel *m_position = nullptr;
    int m_current = 0;
    bool m_dark = false;
};
