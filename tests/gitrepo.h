// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// git itself, to make the repositories the program reads: with a home of its own (no
// user's configuration) and a fixed author.
#include "testutils.h"

#include <QDebug>
#include <QDir>
#include <QProcess>
#include <QTemporaryDir>

class GitRepo
{
public:
    bool isValid() const { return m_home.isValid(); }

    // git in folder; its output (trimmed), or a failure.
    bool git(const QString &folder, const QStringList &arguments, QByteArray *output = nullptr) const
    {
        using namespace Qt::StringLiterals;
        QProcess process;
        process.setWorkingDirectory(folder);
        auto env = QProcessEnvironment::systemEnvironment();
        env.insert(u"HOME"_s, m_home.path());
        env.insert(u"XDG_CONFIG_HOME"_s, m_home.path());
        env.insert(u"GIT_CONFIG_NOSYSTEM"_s, u"1"_s);
        for (const auto &variable : {u"GIT_DIR"_s, u"GIT_WORK_TREE"_s, u"GIT_INDEX_FILE"_s, u"GIT_OBJECT_DIRECTORY"_s})
            env.remove(variable);
        for (const auto *who : {"AUTHOR", "COMMITTER"}) {
            env.insert(u"GIT_%1_NAME"_s.arg(QLatin1String(who)), u"Test Bench"_s);
            env.insert(u"GIT_%1_EMAIL"_s.arg(QLatin1String(who)), u"bench@example.org"_s);
        }
        process.setProcessEnvironment(env);
        process.start(u"git"_s, arguments);
        if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
            qWarning() << "git" << arguments << process.readAllStandardError();
            return false;
        }
        if (output)
            *output = process.readAllStandardOutput().trimmed();
        return true;
    }

    // A repository of the bundled recipes (in recipes/), committed once on main.
    bool makeRepository(const QString &folder) const
    {
        using namespace Qt::StringLiterals;
        return QDir().mkpath(folder) && TestUtils::copyTree(TestUtils::bundledFolder(), folder + u"/recipes"_s)
            && git(folder, {u"init"_s, u"-q"_s, u"-b"_s, u"main"_s}) && git(folder, {u"add"_s, u"-A"_s})
            && git(folder, {u"commit"_s, u"-q"_s, u"-m"_s, u"recipes"_s});
    }

private:
    QTemporaryDir m_home;
};
