// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

// A recipe's run script read as a shell reads it: backslash-newline continuations
// joined, single and double quotes, $(...) and ${...} kept whole, <placeholders>
// kept whole. Gives the exported variables and every --flag of the command with
// its value and line. Shared by the command viewer and the layout diff.
class ShellCommand
{
public:
    struct Flag
    {
        QString name;  // "--tensor-model-parallel-size"
        QString value; // unquoted; empty for a switch
        bool hasValue = false;
        int line = 0; // 1-based line of the script where the flag stands
        friend bool operator==(const Flag &, const Flag &) = default;
    };

    struct Export
    {
        QString name;
        QString value;
        int line = 0;
    };

    static ShellCommand parse(const QString &script);

    const QList<Flag> &flags() const { return m_flags; }
    const QList<Export> &exports() const { return m_exports; }
    // The program and its leading arguments before the first flag: "python3 -m <slime entry module>".
    QString program() const { return m_program; }
    // Words that are neither flags nor their values, such as ${MODEL_ARGS[@]}.
    const QStringList &arguments() const { return m_arguments; }
    // The value of a flag, or nothing if the command lacks it.
    std::optional<QString> value(const QString &flag) const;
    bool has(const QString &flag) const;

    // Splits one logical command into words, as the shell would (quotes removed).
    struct Word
    {
        QString text;
        int line = 0;
        bool quoted = false;
    };
    static QList<Word> words(const QString &command, int firstLine, QString *error = nullptr);

private:
    void readExports(const QList<Word> &words); // "export NAME=value ..."
    void readCommand(const QList<Word> &words);

    QList<Flag> m_flags;
    QList<Export> m_exports;
    QString m_program;
    QStringList m_arguments;
};
