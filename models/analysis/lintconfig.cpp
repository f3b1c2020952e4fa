// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/lintconfig.h"

#include "recipe/recipefiles.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

#include <unistd.h>

#include <grp.h>
#include <pwd.h>
#include <sys/stat.h>

#include <yaml-cpp/yaml.h>

std::optional<LintConfig> LintConfig::parse(const QByteArray &yaml, Problem *problem)
{
    auto fail = [&](const YAML::Mark &mark, const QString &why) {
        if (problem)
            *problem = {QString(), mark.line + 1, mark.column + 1, Problem::Severity::Error, why};
        return std::nullopt;
    };
    YAML::Node root;
    try {
        root = YAML::Load(yaml.toStdString());
    } catch (const YAML::Exception &e) {
        return fail(e.mark, QString::fromStdString(e.msg));
    }
    LintConfig config;
    if (root.IsNull())
        return config;
    if (!root.IsMap())
        return fail(YAML::Mark(), QStringLiteral("a lint config is a mapping with ignore and severity"));
    for (const auto &entry : root) {
        const auto key = entry.first.Scalar();
        const auto &value = entry.second;
        const auto where = entry.first.Mark();
        if (key == "ignore" && value.IsSequence()) {
            for (const auto &id : value)
                config.m_ignore << QString::fromStdString(id.Scalar());
        } else if (key == "severity" && value.IsMap()) {
            for (const auto &check : value) {
                const auto severity = QString::fromStdString(check.second.Scalar());
                if (severity != QLatin1String("error") && severity != QLatin1String("warning") && severity != QLatin1String("off"))
                    return fail(where,
                                QStringLiteral("severity of %1 must be error, warning or off, found %2")
                                    .arg(QString::fromStdString(check.first.Scalar()), severity));
                config.set(QString::fromStdString(check.first.Scalar()), severity);
            }
        } else {
            return fail(
                where,
                QStringLiteral("unknown key '%1' (ignore: [ids], severity: {id: error|warning|off})").arg(QString::fromStdString(key)));
        }
    }
    return config;
}

namespace {
// A folder a config may come from: the user's own, and none its group or others may
// write to (as /tmp, where anybody may put a file or a folder).
// Whether the users of a file's group may write to it: a group of the user's alone (the
// user's own group, as most systems give each user, with no other member) does not count.
bool othersMayWrite(const struct stat &info)
{
    if (info.st_mode & S_IWOTH)
        return true;
    if (!(info.st_mode & S_IWGRP))
        return false;
    const auto *group = ::getgrgid(info.st_gid);
    const auto *user = ::getpwuid(::geteuid());
    return !group || !user || group->gr_gid != user->pw_gid || (group->gr_mem && group->gr_mem[0]);
}

bool isOwnFolder(const QString &folder)
{
    struct stat info;
    return ::stat(QFile::encodeName(folder).constData(), &info) == 0 && S_ISDIR(info.st_mode) && info.st_uid == ::geteuid()
        && !othersMayWrite(info);
}

// A config file that is there and the user's own, and that neither its group nor others
// may write to (they could switch a check off through it).
bool isOwnFile(const QString &path)
{
    struct stat info;
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 && info.st_uid == ::geteuid() && !othersMayWrite(info);
}

// Whether a folder is above another (holds it, deeper down).
bool isAbove(const QString &folder, const QString &below)
{
    return folder != below && (folder == u'/' || below.startsWith(folder + u'/'));
}

// The folders a config may come from for the recipes of a folder, nearest first: up to
// the opened folder, or to the root of the repository (a folder holding .git) when that
// is above it; with neither, up to the home folder. Never above the home folder, and
// only while each folder is the user's own.
QStringList searchedFolders(const QString &folder, const LintConfig::OpenedFolders &opened)
{
    const auto home = QDir::cleanPath(QDir::homePath());
    QStringList chain;
    qsizetype repository = -1;
    qsizetype openedAt = -1;
    for (QDir dir(folder);;) {
        const auto path = QDir::cleanPath(dir.absolutePath());
        if (isAbove(path, home) || !isOwnFolder(path))
            break;
        chain << path;
        if (repository < 0 && QFileInfo::exists(path + QStringLiteral("/.git")))
            repository = chain.size() - 1;
        // The first opened folder on the way up is the nearest.
        if (openedAt < 0 && opened.folders.contains(path))
            openedAt = chain.size() - 1;
        if (!dir.cdUp())
            break;
    }
    if (openedAt >= 0 || repository >= 0)
        chain.resize(std::max(openedAt, repository) + 1);
    return chain;
}
} // namespace

LintConfig::OpenedFolders LintConfig::openedFolders(const QStringList &opened)
{
    OpenedFolders folders;
    folders.folders.reserve(opened.size());
    for (const auto &path : opened) {
        const QFileInfo info(path);
        folders.folders.insert(QDir::cleanPath(info.isDir() ? info.absoluteFilePath() : info.absolutePath()));
    }
    return folders;
}

QString LintConfig::nearestFile(const QString &folder, const QStringList &opened)
{
    return nearestFile(folder, openedFolders(opened));
}

QString LintConfig::nearestFile(const QString &folder, const OpenedFolders &opened)
{
    const auto folders = searchedFolders(QDir::cleanPath(QFileInfo(folder).absoluteFilePath()), opened);
    for (const auto &searched : folders) {
        if (const auto path = searched + u'/' + QLatin1String(FileName); isOwnFile(path))
            return path;
    }
    return {};
}

LintConfig LintConfig::forFile(const QString &recipeFile, std::optional<Problem> *problem, const QStringList &opened)
{
    return forFile(recipeFile, problem, openedFolders(opened));
}

LintConfig LintConfig::forFile(const QString &recipeFile, std::optional<Problem> *problem, const OpenedFolders &opened)
{
    const auto path = nearestFile(QFileInfo(recipeFile).absolutePath(), opened);
    if (path.isEmpty())
        return {};
    // Never opened unless a regular file: a FIFO would wait for a writer forever.
    const auto contents = RecipeFiles::read(path, MaxBytes);
    if (!contents.why.isEmpty()) {
        if (problem)
            *problem = Problem{path, 1, 1, Problem::Severity::Error, QStringLiteral("cannot open: ") + contents.why};
        return {};
    }
    if (contents.state.size > MaxBytes) {
        if (problem)
            *problem = Problem{
                path, 1, 1, Problem::Severity::Error,
                QStringLiteral("file is %1 bytes; a lint configuration may have at most %2").arg(contents.state.size).arg(MaxBytes)};
        return {};
    }
    Problem why;
    if (const auto config = parse(contents.bytes, &why))
        return *config;
    if (problem) {
        why.file = path;
        *problem = why;
    }
    return {};
}

LintConfig LintConfig::withRecipe(const Recipe &recipe) const
{
    auto config = *this;
    config.m_ignore += recipe.lint().ignore;
    for (const auto &[check, severity] : recipe.lint().severity)
        config.set(check, severity);
    return config;
}

void LintConfig::set(const QString &check, const QString &severity)
{
    m_severity.insert(check, severity);
}

std::optional<Problem::Severity> LintConfig::severity(const QString &check, Problem::Severity usual) const
{
    if (m_ignore.contains(check))
        return std::nullopt;
    const auto chosen = m_severity.value(check);
    if (chosen == QLatin1String("off"))
        return std::nullopt;
    if (chosen == QLatin1String("error"))
        return Problem::Severity::Error;
    if (chosen == QLatin1String("warning"))
        return Problem::Severity::Warning;
    return usual;
}
