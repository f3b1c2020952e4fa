// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "analysis/viewstate.h"

#include <QCoreApplication>
#include <QUrl>

#include <optional>

// A view as a link anyone can open: recipe-explorer:view?page=charts&chart=plan&tokens=2T...
// Only what differs from the default view is written; every value is percent-encoded.
// A link selects what to show and nothing else: parse() knows no key that writes,
// saves, runs or exports.
class ViewLink
{
    Q_DECLARE_TR_FUNCTIONS(ViewLink)

public:
    static QString scheme() { return QStringLiteral("recipe-explorer"); }
    // A link is at most this long: one longer is refused unread.
    static constexpr qsizetype MaxLength = 64 * 1024;
    static constexpr qsizetype MaxFolders = 32;

    static QUrl toUrl(const ViewState &state);
    // The command that opens the view: recipe-explorer --view 'LINK', quoted for a POSIX shell.
    static QString commandLine(const QUrl &link);
    // Whether a command-line argument is a link rather than a path.
    static bool isLink(const QString &argument);

    struct Parsed
    {
        std::optional<ViewState> state; // none: the link is malformed
        QStringList ignoredKeys;        // keys this program does not know, each once
        QString faultKey;               // the key whose value is wrong, when that is why
        QString fault;                  // why the link is malformed, translated
    };
    static Parsed parse(const QString &link);

private:
    // Each reads its keys into the view: an empty text when read, nothing for a key it
    // does not know, else why the value is wrong.
    static std::optional<QString> read(ViewState &state, const QString &key, const QString &value);
    static std::optional<QString> readPlace(ViewState &state, const QString &key, const QString &value);
    static std::optional<QString> readRevision(ViewState &state, const QString &key, const QString &value);
    static std::optional<QString> readFilter(RankingFilter &filter, const QString &key, const QString &value);
    static std::optional<QString> readChart(ViewState::Chart &chart, const QString &key, const QString &value);
    static std::optional<QString> readPlan(RunPlan &plan, const QString &key, const QString &value);
    // "bad value 'V' for 'K' (what it may be)"
    static QString badValue(const QString &key, const QString &value, const QString &expected);
};
