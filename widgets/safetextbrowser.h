// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTextBrowser>

// A text browser for pages that show recipe text. It never reads a resource a page
// names (an image, a style sheet) from anywhere but the program's own qrc: files, so
// no path in a recipe is ever opened, and it opens no link by itself.
class SafeTextBrowser : public QTextBrowser
{
    Q_OBJECT

public:
    explicit SafeTextBrowser(QWidget *parent = nullptr);

    QVariant loadResource(int type, const QUrl &name) override;
    // Whether loadResource() would read `name`.
    static bool isOwnResource(const QUrl &name);
};
