// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/runscript.h"

#include "analysis/placeholdertable.h"
#include "analysis/terminaltext.h"
#include "recipe/hiddencharacters.h"

#include <QRegularExpression>

#include <algorithm>

namespace {

// The scanners below read a value the way bash would, but only as far as they can be
// sure: anything they do not follow exactly (a nested substitution in quotes, a
// backtick, $'...', a comment, a parenthesis inside) makes the value plain text.

// At v[i] == '$', v[i + 1] == '{': moves i to the closing '}'. Only a plain expansion
// counts: ${NAME}, ${#NAME}, or ${NAME:-word} (also -, =, :=, +, :+, ?, :?) whose word
// holds plain characters and $NAME; no substring (its offset is arithmetic, which can
// run a command held in a variable), no ${!NAME}, no ${NAME@P}, no quotes or parentheses.
bool skipBraceExpansion(const QString &v, qsizetype &i)
{
    static const QRegularExpression plain(
        QStringLiteral("^(#?[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_]*:?[-=+?]([A-Za-z0-9_./:,=+@%~ -]|\\$[A-Za-z_][A-Za-z0-9_]*)*)$"));
    const auto end = v.indexOf(u'}', i + 2);
    if (end < 0 || !plain.match(v.mid(i + 2, end - i - 2)).hasMatch())
        return false;
    i = end;
    return true;
}

// At v[i] == '"': moves i to the closing '"'.
bool skipDoubleQuoted(const QString &v, qsizetype &i)
{
    for (qsizetype j = i + 1; j < v.size(); ++j) {
        const auto c = v.at(j);
        if (c == u'\\') {
            ++j;
        } else if (c == u'"') {
            i = j;
            return true;
        } else if (c == u'`' || (c == u'$' && j + 1 < v.size() && v.at(j + 1) == u'(')) {
            return false;
        } else if (c == u'$' && j + 1 < v.size() && v.at(j + 1) == u'{' && !skipBraceExpansion(v, j)) {
            return false;
        }
    }
    return false;
}

// True when v, starting with "$(", is that substitution alone: its only unquoted
// parentheses are the outer pair, and the closing one ends v.
bool isOneCommandSubstitution(const QString &v)
{
    for (qsizetype i = 2; i < v.size(); ++i) {
        const auto c = v.at(i);
        const auto next = i + 1 < v.size() ? v.at(i + 1) : QChar();
        if (c == u')')
            return i == v.size() - 1;
        if (c == u'(' || c == u'`' || (c == u'#' && v.at(i - 1) != u'$'))
            return false;
        if (c == u'\\') {
            ++i;
        } else if (c == u'\'') {
            i = v.indexOf(u'\'', i + 1);
            if (i < 0)
                return false;
        } else if (c == u'"') {
            if (!skipDoubleQuoted(v, i))
                return false;
        } else if (c == u'$' && (next == u'\'' || next == u'"' || next == u'(')) {
            return false;
        } else if (c == u'$' && next == u'{' && !skipBraceExpansion(v, i)) {
            return false;
        }
    }
    return false;
}

// True when value is exactly one $(...) or ${...}, on one line, with nothing after it.
bool isOneExpansion(const QString &value)
{
    if (std::any_of(value.cbegin(), value.cend(), [](QChar c) { return TerminalText::isControl(c.unicode()); }))
        return false;
    if (value.startsWith(QLatin1String("${"))) {
        qsizetype end = 0;
        return skipBraceExpansion(value, end) && end == value.size() - 1;
    }
    return value.startsWith(QLatin1String("$(")) && isOneCommandSubstitution(value);
}

bool isVariableName(const QString &name)
{
    static const QRegularExpression variable(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    return variable.match(name).hasMatch();
}

// Recipe text in a comment: one line, its control characters escaped.
QString commented(const QString &text)
{
    return TerminalText::escaped(text);
}

// A line naming the hidden characters of the command and env, which run as they are
// but display otherwise; none when there are none.
QString hiddenCharacters(const Recipe &recipe)
{
    QString all = recipe.run();
    for (const auto &[name, value] : recipe.env())
        all += name + value;
    const auto found = HiddenCharacters::find(all);
    if (found.isEmpty())
        return {};
    QStringList names;
    for (const auto &f : found)
        if (const auto name = HiddenCharacters::name(f.codePoint); !names.contains(name))
            names << name;
    return QStringLiteral("# WARNING: the command holds %1 hidden character(s) (%2): it runs differently from how it reads.\n")
        .arg(found.size())
        .arg(names.join(QStringLiteral(", ")));
}

QString header(const Recipe &recipe)
{
    QString text = QStringLiteral("#!/usr/bin/env bash\n");
    text += QStringLiteral("# %1 on %2 x %3: %4 (%5)\n")
                .arg(commented(recipe.model()), QString::number(recipe.gpuCount()), commented(recipe.gpuType()),
                     commented(recipe.layoutLabel()), commented(recipe.name()));
    text += QStringLiteral("# Measured %1 tokens/s per GPU on %2.\n")
                .arg(recipe.tokensPerSecondPerGpu())
                .arg(commented(recipe.result().measured));
    text += hiddenCharacters(recipe);
    const auto placeholders = PlaceholderTable::used(recipe.run());
    if (!placeholders.isEmpty()) {
        text += QStringLiteral("#\n# Fill in before running:\n");
        for (const auto &p : placeholders)
            text += QStringLiteral("#   %1: %2\n").arg(commented(p.text), commented(p.description));
    }
    return text;
}

QString exports(const Recipe &recipe)
{
    QString text;
    for (const auto &[name, value] : recipe.env()) {
        // A substitution runs only where the Command tab shows it: as this very assignment in the command.
        const bool shown = recipe.run().contains(name + u'=' + value);
        if (isVariableName(name))
            text += QStringLiteral("export %1=%2\n").arg(name, shown ? RunScript::shellValue(value) : RunScript::quoted(value));
        else
            text += QStringLiteral(
                        "# Left out env entry \"%1\": not a shell variable name (letters, digits and _, not starting with a digit)\n")
                        .arg(commented(name));
    }
    return text;
}

} // namespace

QString RunScript::shellValue(const QString &value)
{
    // Plain text comes back from quoted() as it is.
    return isOneExpansion(value) ? value : quoted(value);
}

QString RunScript::quoted(const QString &value)
{
    static const QRegularExpression plain(QRegularExpression::anchoredPattern(QStringLiteral("[A-Za-z0-9_./:=,+-]*")));
    if (plain.match(value).hasMatch())
        return value;
    auto text = value;
    text.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + text + u'\'';
}

QString RunScript::build(const Recipe &recipe)
{
    // The command as the Command tab shows it, after comments and exports that cannot run anything else.
    QString script = header(recipe) + QStringLiteral("set -euo pipefail\n\n") + exports(recipe);
    script += u'\n' + recipe.run();
    if (!script.endsWith(u'\n'))
        script += u'\n';
    return script;
}
