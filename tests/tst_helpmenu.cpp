// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Help > Keyboard Shortcuts lists every shortcut of the window; Help > About names the
// versions of the libraries.
#include "helpmenu.h"
#include "mainwindow.h"
#include "shortcutsdialog.h"
#include "testutils.h"

#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

class TestHelpMenu : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shortcutsListEveryShortcut();
    void shortcutsFilter();
    void aboutNamesVersions();

private:
    TestUtils::SettingsFolder m_settings;
};

void TestHelpMenu::initTestCase()
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-help-test"));
}

void TestHelpMenu::shortcutsListEveryShortcut()
{
    MainWindow window;
    auto *action = window.findChild<QAction *>(QStringLiteral("keyboardShortcuts"));
    QVERIFY(action);
    action->trigger();
    auto *dialog = window.findChild<ShortcutsDialog *>(QStringLiteral("shortcutsDialog"));
    QVERIFY(dialog);
    auto *tree = dialog->findChild<QTreeWidget *>();
    QStringList listed;
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
            const auto *item = tree->topLevelItem(g)->child(i);
            listed << tree->topLevelItem(g)->text(0) + QStringLiteral(" | ") + item->text(0) + QStringLiteral(" | ") + item->text(1);
        }
    const auto all = listed.join(u'\n');
    // Every key sequence of every action of the window is there, each with its action's name.
    int actions = 0;
    for (const auto *a : window.findChildren<QAction *>()) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty())
            continue;
        ++actions;
        const auto name = QString(a->text()).remove(QRegularExpression(QStringLiteral("&(?!&)"))).remove(QStringLiteral("..."));
        for (const auto &key : a->shortcuts())
            QVERIFY2(std::any_of(listed.cbegin(), listed.cend(),
                                 [&](const QString &line) {
                                     return line.contains(u"| " + name + u" |") && line.contains(key.toString(QKeySequence::NativeText));
                                 }),
                     qPrintable(name + u' ' + key.toString(QKeySequence::NativeText) + u'\n' + all));
    }
    QVERIFY2(actions >= 25, qPrintable(QString::number(actions)));
    // The README's shortcuts, under the menus that hold them.
    for (const auto &line : {QStringLiteral("File | Open Folder | Ctrl+O"), QStringLiteral("File | Save | Ctrl+S"),
                             QStringLiteral("File | Edit Recipe | Ctrl+E"), QStringLiteral("View | Presenter Mode | F11"),
                             QStringLiteral("Edit | Undo | Ctrl+Z"), QStringLiteral("Presenter Mode | Light or dark | T")})
        QVERIFY2(listed.contains(line), qPrintable(line + u'\n' + all));
}

void TestHelpMenu::shortcutsFilter()
{
    ShortcutsDialog dialog({{QStringLiteral("File"), QStringLiteral("Save"), QStringLiteral("Ctrl+S")},
                            {QStringLiteral("File"), QStringLiteral("Quit"), QStringLiteral("Ctrl+Q")},
                            {QStringLiteral("View"), QStringLiteral("Charts"), QStringLiteral("Ctrl+2")}});
    auto *tree = dialog.findChild<QTreeWidget *>();
    dialog.findChild<QLineEdit *>()->setText(QStringLiteral("ctrl+q"));
    QVERIFY(!tree->topLevelItem(0)->isHidden());
    QVERIFY(tree->topLevelItem(0)->child(0)->isHidden());
    QVERIFY(!tree->topLevelItem(0)->child(1)->isHidden());
    QVERIFY(tree->topLevelItem(1)->isHidden());
    dialog.findChild<QLineEdit *>()->clear();
    QVERIFY(!tree->topLevelItem(1)->isHidden());
}

void TestHelpMenu::aboutNamesVersions()
{
    const auto text = HelpMenu::aboutText();
    QVERIFY2(text.contains(QStringLiteral("<td>Qt</td><td>&nbsp;") + QString::fromLatin1(qVersion()) + u'<'), qPrintable(text));
    for (const auto *library : {"KF6 SyntaxHighlighting", "QCustomPlot", "yaml-cpp", "valijson"}) {
        const QRegularExpression row(QStringLiteral("<td>%1</td><td>&nbsp;\\d+\\.\\d+(\\.\\d+)?<").arg(QLatin1String(library)));
        QVERIFY2(row.match(text).hasMatch(), qPrintable(QLatin1String(library) + u'\n' + text));
    }
    QVERIFY(text.contains(QLatin1String("GPL-3.0-or-later")));
    QVERIFY(text.contains(QLatin1String("https://openrecipes.dev")));
}

int main(int argc, char *argv[])
{
    // The README's keys in English (Ctrl, not Strg), whatever language the machine has.
    TestUtils::speakEnglish();
    QApplication app(argc, argv);
    TestHelpMenu test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_helpmenu.moc"
