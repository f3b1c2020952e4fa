// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QToolButton>

// A flat tool button with a themed icon, its text as tooltip and accessible name:
// the small buttons beside the editor's fields and list items.
class ToolButton : public QToolButton
{
    Q_OBJECT
public:
    ToolButton(const QString &icon, const QString &text, QWidget *parent = nullptr);
};
