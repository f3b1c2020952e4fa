// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

// What both programs (the commands' and the window's) do first: name the application
// (its settings and cache follow the name), keep the C library's numbers in C, and
// install its language.
class ProgramSetup
{
public:
    // Names the application and installs the language of --lang, else the remembered or
    // the system's one (an unknown code is left to the options' parser to refuse); returns
    // the language's code, empty for the system's. Needs the application object.
    static QString apply(const QStringList &arguments);
};
