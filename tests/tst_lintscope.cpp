// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Which .recipe-lint.yaml counts for a recipe: the nearest one from the recipe's folder
// up to the opened folder (or the root of the repository it is in), never above the
// home folder, and never one in a folder or file of another user, so that nobody else
// can switch a check off (a file left in /tmp or in /home).
#include "analysis/lintconfig.h"
#include "analysis/recipelint.h"
#include "testutils.h"

#include <QElapsedTimer>
#include <QScopeGuard>
#include <QTest>

#include <cstdlib>
#include <grp.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {
const QString Qwen = QStringLiteral("qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml");
// The one finding the recipe below has, which the config switches off.
const QString Check = QStringLiteral("figures-gpu-hours");

// Makes a file (and its folder); false when it cannot.
bool make(const QString &path, const QByteArray &bytes)
{
    return QDir().mkpath(QFileInfo(path).absolutePath()) && TestUtils::writeFile(path, bytes);
}
} // namespace

class TestLintScope : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void scope_data();
    void scope();
};

void TestLintScope::scope_data()
{
    // Paths under a temporary folder that is no repository; "" opened: none given.
    QTest::addColumn<QString>("recipe");
    QTest::addColumn<QString>("opened");
    QTest::addColumn<QString>("config");     // the folder of the .recipe-lint.yaml
    QTest::addColumn<QString>("repository"); // a folder holding .git, or ""
    QTest::addColumn<QString>("home");       // $HOME, or "" to leave it
    QTest::addColumn<QString>("foreign");    // a path chowned to another user, or ""
    QTest::addColumn<QString>("shared");     // a path others may write to, or ""
    QTest::addColumn<int>("sharedBits");     // the bits that let them: S_IWGRP (group 1234), S_IWOTH; -S_IWGRP:
                                             // its group may write, the user's own group with no other member
    QTest::addColumn<int>("moreOpened");     // files opened besides, in other folders
    QTest::addColumn<bool>("counts");

    QTest::newRow("in the opened folder") << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "" << 0 << 0 << true;
    QTest::newRow("between recipe and opened folder")
        << "opened/a/b/r.yaml" << "opened" << "opened/a" << "" << "" << "" << "" << 0 << 0 << true;
    QTest::newRow("a file opened, beside it") << "opened/r.yaml" << "opened/r.yaml" << "opened" << "" << "" << "" << "" << 0 << 0 << true;
    QTest::newRow("above the opened folder") << "opened/r.yaml" << "opened" << "" << "" << "" << "" << "" << 0 << 0 << false;
    QTest::newRow("above a file opened") << "opened/r.yaml" << "opened/r.yaml" << "" << "" << "" << "" << "" << 0 << 0 << false;
    QTest::newRow("above the opened folder, in its repository")
        << "repo/opened/r.yaml" << "repo/opened" << "repo" << "repo" << "" << "" << "" << 0 << 0 << true;
    QTest::newRow("above the repository and the opened folder")
        << "repo/opened/r.yaml" << "repo/opened" << "" << "repo" << "" << "" << "" << 0 << 0 << false;
    QTest::newRow("above the repository, none opened") << "repo/a/r.yaml" << "" << "" << "repo" << "" << "" << "" << 0 << 0 << false;
    QTest::newRow("in the home folder, none opened") << "home/a/r.yaml" << "" << "home" << "" << "home" << "" << "" << 0 << 0 << true;
    QTest::newRow("above the home folder, none opened") << "home/a/r.yaml" << "" << "" << "" << "home" << "" << "" << 0 << 0 << false;
    QTest::newRow("in a folder of another user")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "opened" << "" << 0 << 0 << false;
    QTest::newRow("a file of another user") << "opened/r.yaml" << "opened" << "opened" << "" << "" << "opened/.recipe-lint.yaml" << "" << 0
                                            << 0 << false;
    QTest::newRow("in a folder others may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened" << int(S_IWOTH) << 0 << false;
    QTest::newRow("in a folder its group may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened" << int(S_IWGRP) << 0 << false;
    QTest::newRow("above a folder its group may write to")
        << "opened/a/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened/a" << int(S_IWGRP) << 0 << false;
    QTest::newRow("in a folder only the user's own group may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened" << -int(S_IWGRP) << 0 << true;
    QTest::newRow("a file only the user's own group may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened/.recipe-lint.yaml" << -int(S_IWGRP) << 0 << true;
    QTest::newRow("a file its group may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened/.recipe-lint.yaml" << int(S_IWGRP) << 0 << false;
    QTest::newRow("a file others may write to")
        << "opened/r.yaml" << "opened" << "opened" << "" << "" << "" << "opened/.recipe-lint.yaml" << int(S_IWOTH) << 0 << false;
    QTest::newRow("between recipe and opened folder, 2,000 files opened besides")
        << "opened/a/b/r.yaml" << "opened" << "opened/a" << "" << "" << "" << "" << 0 << 2000 << true;
    QTest::newRow("above the opened folder, 2,000 files opened besides")
        << "opened/r.yaml" << "opened" << "" << "" << "" << "" << "" << 0 << 2000 << false;
    QTest::newRow("above a folder of another user")
        << "opened/a/r.yaml" << "opened" << "opened" << "" << "" << "opened/a" << "" << 0 << 0 << false;
}

void TestLintScope::scope()
{
    QFETCH(QString, recipe);
    QFETCH(QString, opened);
    QFETCH(QString, config);
    QFETCH(QString, repository);
    QFETCH(QString, home);
    QFETCH(QString, foreign);
    QFETCH(QString, shared);
    QFETCH(int, sharedBits);
    QFETCH(int, moreOpened);
    QFETCH(bool, counts);
    if (!foreign.isEmpty() && geteuid() != 0)
        QSKIP("needs root, to give a file to another user");

    // Folders and files only the user may write to, but for those the row shares.
    const auto oldMask = ::umask(022);
    const auto restoreMask = qScopeGuard([oldMask] { ::umask(oldMask); });
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto root = dir.path();
    auto bytes = TestUtils::readFile(TestUtils::bundledPath(Qwen));
    QVERIFY(bytes.contains("gpu_hours: 3.02"));
    const auto recipeFile = root + u'/' + recipe;
    QVERIFY(make(recipeFile, bytes.replace("gpu_hours: 3.02", "gpu_hours: 1.0")));
    const auto configFile =
        root + u'/' + config + (config.isEmpty() ? QString() : QStringLiteral("/")) + QLatin1String(LintConfig::FileName);
    QVERIFY(make(configFile, QByteArray("ignore: [" + Check.toUtf8() + "]\n")));
    if (!repository.isEmpty())
        QVERIFY(QDir().mkpath(root + u'/' + repository + QStringLiteral("/.git")));
    const auto oldHome = qgetenv("HOME");
    const auto restoreHome = qScopeGuard([&] { qputenv("HOME", oldHome); });
    if (!home.isEmpty())
        qputenv("HOME", QFile::encodeName(root + u'/' + home));
    if (!foreign.isEmpty())
        QCOMPARE(::chown(QFile::encodeName(root + u'/' + foreign).constData(), 1234, 1234), 0);
    if (!shared.isEmpty()) {
        struct stat info;
        const auto path = QFile::encodeName(root + u'/' + shared);
        QCOMPARE(::stat(path.constData(), &info), 0);
        QCOMPARE(::chmod(path.constData(), (info.st_mode & 07777) | mode_t(std::abs(sharedBits))), 0);
        if (sharedBits == S_IWGRP) {
            // A group others are in: arranging one takes root.
            if (::geteuid() != 0)
                QSKIP("giving a folder a group the user shares with others needs root");
            QCOMPARE(::chown(path.constData(), uid_t(-1), 1234), 0);
        } else if (sharedBits == -S_IWGRP) {
            const auto *group = ::getgrgid(::getegid());
            if (!group || (group->gr_mem && group->gr_mem[0]))
                QSKIP("the user's group has other members here");
        }
    }
    QStringList openedPaths = opened.isEmpty() ? QStringList() : QStringList{root + u'/' + opened};
    // Opened files elsewhere, each in its own folder, after the one the recipe is in.
    for (int i = 0; i < moreOpened; ++i) {
        const auto path = root + QStringLiteral("/others/%1/o.yaml").arg(i);
        QVERIFY(make(path, "model: x\n"));
        openedPaths << path;
    }
    QElapsedTimer timer;
    timer.start();

    // The recipe has the one finding unless the config counts.
    const auto loaded = RecipeLoader::loadFile(recipeFile).recipe.value();
    std::optional<Problem> problem;
    const auto findings = RecipeLint::check(loaded, PriceTable::defaults(), LintConfig::forFile(recipeFile, &problem, openedPaths));
    QVERIFY2(!problem, qPrintable(problem ? problem->toString() : QString()));
    QCOMPARE(findings.size(), counts ? 0 : 1);
    if (!counts)
        QVERIFY2(findings.first().check == Check, qPrintable(findings.first().text()));
    QCOMPARE(LintConfig::nearestFile(QFileInfo(recipeFile).absolutePath(), openedPaths), counts ? configFile : QString());
    // The window's checker and the stamp its cache keeps the findings under agree.
    QCOMPARE(RecipeLint::checker(PriceTable::defaults(), openedPaths)(loaded, recipeFile).size(), counts ? 0 : 1);
    const auto stamp = RecipeLint::checkerStamp(PriceTable::defaults(), openedPaths);
    const auto withConfig = stamp(QFileInfo(recipeFile).absolutePath());
    QVERIFY(QFile::remove(configFile));
    QCOMPARE(withConfig == stamp(QFileInfo(recipeFile).absolutePath()), !counts);
    if (moreOpened > 0)
        qInfo("%d paths opened: %lld ms", int(openedPaths.size()), qint64(timer.elapsed()));
}

QTEST_GUILESS_MAIN(TestLintScope)
#include "tst_lintscope.moc"
