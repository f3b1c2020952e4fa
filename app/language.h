// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QLocale>
#include <QString>

// The language of the program's text: the system's, or one the program ships
// (translations/), chosen in View > Language (LanguageMenu) or with --lang, and remembered.
class Language
{
public:
    struct Choice
    {
        QString code;  // "en", "de", "zh_CN"
        QString title; // in its own language: "Deutsch"
    };
    static QList<Choice> shipped();

    // The value of --lang (as "--lang CODE" or "--lang=CODE") among the arguments,
    // else the remembered choice; empty follows the system.
    static QString requested(const QStringList &arguments);
    // Whether code is empty or one of the shipped languages.
    static bool isKnown(const QString &code);
    // The locale text and figures follow for a language; empty gives the system's
    // (English, US, where the system has none).
    static QLocale locale(const QString &code);
    // Loads the program's and Qt's translations into the application and makes the
    // language's locale the default one.
    static void install(const QString &code);
};
