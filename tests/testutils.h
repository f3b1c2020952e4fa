// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers every test shares: the bundled recipes by name, and temporary folders
// holding copies of them.
#include "recipe/recipebatch.h"
#include "recipe/recipeedit.h"
#include "recipe/recipefile.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "settings/settings.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <optional>

#include <grp.h>
#include <unistd.h>

namespace TestUtils {

// The bundled recipes in the source tree (recipes/).
inline QString bundledFolder()
{
    return QStringLiteral(RECIPE_EXPLORER_SOURCE_DIR "/recipes");
}

// A bundled recipe file by its path under recipes/, e.g. "qwen3-32b/h200/attune-tp4-pp2-mt16k.yaml".
inline QString bundledPath(const QString &name)
{
    return bundledFolder() + u'/' + name;
}

// A bundled recipe, loaded (std::bad_optional_access when it does not load).
inline Recipe bundledRecipe(const QString &name)
{
    return RecipeLoader::loadFile(bundledPath(name)).recipe.value();
}

// Every bundled recipe, in file-name order.
inline QList<Recipe> bundledRecipes()
{
    return RecipeBatch::load(RecipeFiles::find({bundledFolder()})).recipes;
}

// Every bundled recipe and the listing entries of their models.
inline QList<Recipe> bundledRecipesAndListings()
{
    const auto recipes = bundledRecipes();
    return recipes + RecipeLoader::bundledListingsFor(recipes);
}

// Every bundled recipe file, in path order.
inline QStringList bundledFiles()
{
    QStringList files;
    QDirIterator it(bundledFolder(), {QStringLiteral("*.yaml")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// A file's bytes, empty when it cannot be read.
inline QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Replaces a file's bytes; false when it cannot be written.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

// Copies a folder tree; returns false when a file could not be copied.
inline bool copyTree(const QString &from, const QString &to)
{
    QDirIterator it(from, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const auto source = it.next();
        const auto target = to + u'/' + QDir(from).relativeFilePath(source);
        if (!QDir().mkpath(QFileInfo(target).absolutePath()) || !QFile::copy(source, target))
            return false;
        QFile::setPermissions(target, QFile::permissions(target) | QFile::WriteOwner);
    }
    return true;
}

// Makes the process start as nobody when the tests run as root (who may read and
// write anything), so that it meets the rights of files as any user would.
inline void startWithoutRootRights(QProcess &process)
{
    if (geteuid() == 0)
        process.setChildProcessModifier([] {
            if (setgroups(0, nullptr) != 0 || setgid(65534) != 0 || setuid(65534) != 0)
                _exit(3);
        });
}

// The variables of an environment that choose a language: LC_* and LANGUAGE.
inline QStringList languageVariables(const QProcessEnvironment &environment)
{
    QStringList names;
    for (const auto &name : environment.keys())
        if (name.startsWith(QLatin1String("LC_")) || name == QLatin1String("LANGUAGE"))
            names << name;
    return names;
}

// The program speaks the system's language (its own translations and Qt's), and the
// tests read its English: the language of a child's environment taken away and LANG
// the C locale's, as on a machine with none set. A test may set a locale on top
// (LC_NUMERIC, say).
inline void speakEnglish(QProcessEnvironment &environment)
{
    for (const auto &name : languageVariables(environment))
        environment.remove(name);
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
}

// The same for this process, before its QApplication is made (translators that load
// at its start follow the system's language).
inline void speakEnglish()
{
    for (const auto &name : languageVariables(QProcessEnvironment::systemEnvironment()))
        qunsetenv(qPrintable(name));
    qputenv("LANG", "C.UTF-8");
}

// Figures formatted as the window shows them in English (%L1, spin boxes), whatever
// language the machine has.
inline void englishFigures()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

// Makes German's locale, de_DE.UTF-8 (a comma for the decimal point: "1,5"), in
// folder, to be found through LOCPATH whether or not the system has it; returns what
// went wrong, empty when it is there. Needs glibc's localedef and the locales'
// sources (Debian's locales package, in the build root).
inline QString makeCommaLocale(const QString &folder)
{
    QProcess localedef;
    localedef.start(QStringLiteral("localedef"),
                    {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"), QStringLiteral("UTF-8"),
                     folder + QStringLiteral("/de_DE.UTF-8")});
    if (!localedef.waitForFinished(60000) || localedef.exitStatus() != QProcess::NormalExit)
        return QStringLiteral("localedef did not run: ") + localedef.errorString();
    // localedef ends with 1 on warnings; what counts is the locale it wrote.
    if (!QFileInfo::exists(folder + QStringLiteral("/de_DE.UTF-8/LC_NUMERIC")))
        return QStringLiteral("localedef made no de_DE.UTF-8: ") + QString::fromLocal8Bit(localedef.readAllStandardError());
    return {};
}

// A temporary folder holding a copy of the bundled recipes, removed with it.
class BundledCopy
{
public:
    BundledCopy() { m_ok = m_dir.isValid() && copyTree(bundledFolder(), m_dir.path()); }
    bool isValid() const { return m_ok; }
    QString path() const { return m_dir.path(); }
    QString filePath(const QString &name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
    bool m_ok = false;
};

// A temporary folder for one run of a test and the children it starts, named to them
// by an environment variable: only the first process makes it (and removes it at its
// end), since a child may be killed, and a killed process removes nothing it made.
class RunFolder
{
public:
    explicit RunFolder(const char *variable)
    {
        if (!qEnvironmentVariableIsSet(variable)) {
            m_dir.emplace();
            qputenv(variable, QFile::encodeName(m_dir->path()));
        }
        m_path = qgetenv(variable);
    }
    QByteArray path() const { return m_path; }

private:
    std::optional<QTemporaryDir> m_dir;
    QByteArray m_path;
};

// A temporary folder for the settings of a test (given to QSettings::setPath): what
// the program set but has not yet written is written before the folder is removed, so
// that nothing is written there after (the program's settings live until the end of
// the application, after the test, and write on a worker thread a moment after a change).
class SettingsFolder
{
public:
    ~SettingsFolder() { Settings::instance().sync(); }
    bool isValid() const { return m_dir.isValid(); }
    QString path() const { return m_dir.path(); }

private:
    QTemporaryDir m_dir;
};

// The recipe at path, opened, with the value at a path set (the test fails when it cannot be).
inline RecipeFile edited(const QString &path, const QString &at, const YamlScalar::Value &value)
{
    auto file = RecipeFile::open(path, nullptr).value();
    const auto result = RecipeEdit::set(YamlPath::parse(at).value(), value).applyTo(file.document());
    if (!result.ok)
        qFatal("%s", qPrintable(result.error));
    file.setDocument(*result.document);
    return file;
}

} // namespace TestUtils
