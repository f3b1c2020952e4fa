// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class MainWindow;
class QAction;
class ViewOpener;

// The window's view links: Edit > Copy Link to This View and Copy View as Command Line
// put the view on the clipboard; File > Open Link... shows the view a link asks for.
class ViewLinks : public QObject
{
    Q_OBJECT
public:
    explicit ViewLinks(MainWindow *window);

    QAction *copyLinkAction() const { return m_copyLink; }
    QAction *copyCommandAction() const { return m_copyCommand; }
    QAction *openLinkAction() const { return m_openLink; }
    ViewOpener *opener() const { return m_opener; }

    // The link to what the window shows now.
    QString currentLink() const;
    // A link pasted as it is, or inside the command line that opens it.
    static QString linkIn(const QString &pasted);

Q_SIGNALS:
    void statusMessage(const QString &message, int timeout);

private:
    void copyLink();
    void copyCommand();
    void openLink();

    MainWindow *m_window;
    ViewOpener *m_opener;
    QAction *m_copyLink;
    QAction *m_copyCommand;
    QAction *m_openLink;
};
