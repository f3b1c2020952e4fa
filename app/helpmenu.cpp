// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "helpmenu.h"

#include "shortcutsdialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QKeySequence>
#include <QMessageBox>

HelpMenu::HelpMenu(QWidget *window) : QMenu(tr("&Help"), window)
{
    addAction(QIcon::fromTheme(QStringLiteral("configure-shortcuts")), tr("&Keyboard Shortcuts"), window, [window] {
        showShortcuts(window);
    })->setObjectName(QStringLiteral("keyboardShortcuts"));
    addSeparator();
    addAction(QIcon::fromTheme(QStringLiteral("help-about")), tr("&About Recipe Explorer"), window, [window] {
        QMessageBox::about(window, tr("About Recipe Explorer"), aboutText());
    })->setObjectName(QStringLiteral("about"));
}

QString HelpMenu::aboutText()
{
    const QString row = QStringLiteral("<tr><td>%1</td><td>&nbsp;%2</td></tr>");
    const QString libraries = row.arg(QStringLiteral("Qt"), QString::fromLatin1(qVersion()))
        + row.arg(QStringLiteral("KF6 SyntaxHighlighting"), QStringLiteral(RECIPE_EXPLORER_KSYNTAXHIGHLIGHTING_VERSION))
        + row.arg(QStringLiteral("QCustomPlot"), QStringLiteral(RECIPE_EXPLORER_QCUSTOMPLOT_VERSION))
        + row.arg(QStringLiteral("yaml-cpp"), QStringLiteral(RECIPE_EXPLORER_YAMLCPP_VERSION))
        + row.arg(QStringLiteral("valijson"), QStringLiteral(RECIPE_EXPLORER_VALIJSON_VERSION));
    return tr("<h3>Recipe Explorer %1</h3>"
              "<p>Browse, compare and edit LLM training recipes published by OpenRecipes.</p>"
              "<p>Runs with:</p><table>%2</table>"
              "<p>Licence: GNU General Public License, version 3 or later (GPL-3.0-or-later).</p>"
              "<p><a href=\"%3\">%3</a></p>")
        .arg(QCoreApplication::applicationVersion(), libraries, QStringLiteral(RECIPE_EXPLORER_HOMEPAGE));
}

void HelpMenu::showShortcuts(QWidget *window)
{
    const auto views = tr("In Views");
    const auto presenter = tr("Presenter Mode");
    auto entries = ShortcutsDialog::entriesOf(window->findChildren<QAction *>(), views);
    entries += {
        {views, tr("Open the selected recipe"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_Return)})},
        {views, tr("Find next, previous"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_F3), QKeySequence(Qt::SHIFT | Qt::Key_F3)})},
        {views, tr("Close the find bar"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_Escape)})},
        {views, tr("Zoom code in, out, reset"),
         ShortcutsDialog::keysText(
             {QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence(Qt::CTRL | Qt::Key_0)})},
        {presenter, tr("Next chart"),
         ShortcutsDialog::keysText({QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Space), QKeySequence(Qt::Key_PageDown)})},
        {presenter, tr("Previous chart"),
         ShortcutsDialog::keysText({QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Backspace), QKeySequence(Qt::Key_PageUp)})},
        {presenter, tr("First, last chart"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_Home), QKeySequence(Qt::Key_End)})},
        {presenter, tr("Light or dark"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_T)})},
        {presenter, tr("Leave presenter mode"), ShortcutsDialog::keysText({QKeySequence(Qt::Key_Escape), QKeySequence(Qt::Key_F11)})},
    };
    auto *dialog = new ShortcutsDialog(entries, window);
    dialog->setObjectName(QStringLiteral("shortcutsDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}
