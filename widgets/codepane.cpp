// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codepane.h"

#include "codeview.h"
#include "findbar.h"
#include "settings/settings.h"
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>
#include <KSyntaxHighlighting/Theme>

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QToolButton>
#include <QVBoxLayout>

CodePane::CodePane(const QString &definition, QWidget *parent)
    : QWidget(parent), m_view(new CodeView(definition, this)), m_find(new FindBar(m_view, this)), m_themes(new QComboBox(this)),
      m_tools(new QHBoxLayout)
{
    auto *wrap = new QToolButton(this);
    wrap->setText(tr("Wrap"));
    wrap->setCheckable(true);
    wrap->setToolTip(tr("Wrap long lines"));
    connect(wrap, &QToolButton::toggled, m_view,
            [this](bool on) { m_view->setLineWrapMode(on ? QPlainTextEdit::WidgetWidth : QPlainTextEdit::NoWrap); });
    auto *find = new QToolButton(this);
    find->setText(tr("Find"));
    find->setToolTip(tr("Find in the text (Ctrl+F)"));
    connect(find, &QToolButton::clicked, m_find, &FindBar::activate);

    m_themes->setAccessibleName(tr("Colour theme"));
    m_themes->setToolTip(tr("Colour theme of the code; Automatic follows the window's palette"));
    m_themes->addItem(tr("Automatic"), QString());
    for (const auto &theme : SyntaxRepository::instance().themes())
        m_themes->addItem(theme.translatedName(), theme.name());
    m_themes->setCurrentIndex(std::max(0, m_themes->findData(Settings::instance().codeTheme())));
    m_view->setThemeName(m_themes->currentData().toString());
    connect(m_themes, &QComboBox::currentIndexChanged, this, [this] {
        const auto name = m_themes->currentData().toString();
        m_view->setThemeName(name);
        Settings::instance().setCodeTheme(name);
    });
    connect(&Settings::instance(), &Settings::codeThemeChanged, this, [this](const QString &name) {
        const QSignalBlocker blocker(m_themes);
        m_themes->setCurrentIndex(std::max(0, m_themes->findData(name)));
        m_view->setThemeName(name);
    });

    m_tools->addStretch();
    m_tools->addWidget(find);
    m_tools->addWidget(wrap);
    m_tools->addWidget(m_themes);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(m_tools);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_find);
}

bool CodePane::event(QEvent *event)
{
    // Ctrl+F here finds in the text. Taken before it is a shortcut: the window's own
    // Ctrl+F (the ranking's search) would make the key ambiguous, and then nothing happens.
    if (event->type() == QEvent::ShortcutOverride && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Find)) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void CodePane::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Find))
        m_find->activate();
    else
        QWidget::keyPressEvent(event);
}
