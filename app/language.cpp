// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "settings/settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

QList<Language::Choice> Language::shipped()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
}

bool Language::isKnown(const QString &code)
{
    if (code.isEmpty())
        return true;
    const auto languages = shipped();
    return std::any_of(languages.cbegin(), languages.cend(), [&code](const Choice &c) { return c.code == code; });
}

QString Language::requested(const QStringList &arguments)
{
    const QString option = QStringLiteral("--lang");
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--"))
            break;
        if (arguments[i] == option && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(option + u'='))
            return arguments[i].mid(option.size() + 1);
    }
    return Settings::instance().language();
}

QLocale Language::locale(const QString &code)
{
    if (code == QLatin1String("en"))
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (!code.isEmpty())
        return QLocale(code);
    const auto system = QLocale::system();
    return system.language() == QLocale::C ? QLocale(QLocale::English, QLocale::UnitedStates) : system;
}

void Language::install(const QString &code)
{
    // The translators of an earlier call go: the language can change in one process.
    static QList<QPointer<QTranslator>> installed;
    for (const auto &translator : std::as_const(installed))
        delete translator.data();
    installed.clear();
    const auto chosen = locale(code);
    QLocale::setDefault(chosen);
    auto load = [&chosen](const QString &name, const QString &folder) {
        auto *translator = new QTranslator(QCoreApplication::instance());
        if (translator->load(chosen, name, QStringLiteral("_"), folder)) {
            QCoreApplication::installTranslator(translator);
            installed << translator;
        } else {
            delete translator;
        }
    };
    // English has a translation too: it writes "1 recipe" where the source says "%n recipe(s)".
    load(QStringLiteral("recipe-explorer"), QStringLiteral(":/i18n"));
    // Qt's own words: the buttons of its dialogs, the context menus of its fields.
    if (chosen.language() != QLocale::English)
        load(QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}
