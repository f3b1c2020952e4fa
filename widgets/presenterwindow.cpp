// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "presenterwindow.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

PresenterWindow::PresenterWindow(const QList<ChartData::Chart> &charts, QWidget *parent)
    : QWidget(parent, Qt::Window), m_charts(charts), m_view(new ChartView(this)), m_position(new QLabel(this))
{
    setWindowTitle(tr("Presenter"));
    setAttribute(Qt::WA_DeleteOnClose);
    setFocusPolicy(Qt::StrongFocus);
    m_view->setFocusPolicy(Qt::NoFocus);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(24, 16, 24, 8);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_position, 0, Qt::AlignRight);
    m_position->setForegroundRole(QPalette::PlaceholderText);
    setAutoFillBackground(true);
    // Start in the program's own light or dark; T switches.
    setDark(palette().color(QPalette::Window).lightness() < 128);
    connect(m_view, &ChartView::recipeActivated, this, &PresenterWindow::recipeActivated);
    showChart(0);
}

void PresenterWindow::showChart(int index)
{
    if (m_charts.isEmpty())
        return;
    m_current = std::clamp(index, 0, int(m_charts.size()) - 1);
    m_view->setChart(m_charts.at(m_current));
    m_position->setText(tr("%1 / %2 · ← → to step · T light/dark · Esc to leave").arg(m_current + 1).arg(m_charts.size()));
}

void PresenterWindow::setDark(bool dark)
{
    m_dark = dark;
    m_view->setTheme(dark ? ChartView::Theme::Dark : ChartView::Theme::Light);
    QPalette p = palette();
    p.setColor(QPalette::Window, dark ? QColor(0x1e, 0x1f, 0x22) : QColor(Qt::white));
    p.setColor(QPalette::WindowText, dark ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x66, 0x66, 0x66));
    p.setColor(QPalette::PlaceholderText, dark ? QColor(0xaa, 0xaa, 0xaa) : QColor(0x66, 0x66, 0x66));
    setPalette(p);
}

void PresenterWindow::resizeEvent(QResizeEvent *event)
{
    // Readable from the back of the room: type scales with the screen.
    m_view->setFontSize(std::clamp(height() / 55.0, 10.0, 40.0));
    QWidget::resizeEvent(event);
}

void PresenterWindow::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_Space:
    case Qt::Key_PageDown: showChart(m_current + 1); return;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_Backspace:
    case Qt::Key_PageUp: showChart(m_current - 1); return;
    case Qt::Key_Home: showChart(0); return;
    case Qt::Key_End: showChart(int(m_charts.size()) - 1); return;
    case Qt::Key_T: setDark(!m_dark); return;
    case Qt::Key_Escape:
    case Qt::Key_F11: close(); return;
    default: QWidget::keyPressEvent(event);
    }
}
