// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later

// Every test program starts in a home of its own, made before main() and removed at its
// end: HOME and the XDG folders (settings, caches, data such as the editor's autosave
// copies, state, runtime) point into a fresh temporary folder, so that no test reads
// what another left, and none writes into the home of whoever runs it. The programs a
// test starts inherit it; a test program started by a test (a child that crashes on
// purpose, say) keeps its parent's, which the parent removes.
#include "testutils.h"

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <cstdio>
#include <cstdlib>

namespace {

class TestHome
{
public:
    TestHome()
    {
        const auto home = m_folder.path();
        if (home.isEmpty()) {
            std::fprintf(stderr, "no home for the test in %s\n", qPrintable(QDir::tempPath()));
            std::exit(2);
        }
        qputenv("HOME", home);
        const std::pair<const char *, const char *> folders[] = {
            {"XDG_CONFIG_HOME", "/.config"},     {"XDG_CACHE_HOME", "/.cache"}, {"XDG_DATA_HOME", "/.local/share"},
            {"XDG_STATE_HOME", "/.local/state"}, {"XDG_RUNTIME_DIR", "/run"},
        };
        for (const auto &[variable, folder] : folders) {
            const QByteArray path = home + folder;
            QDir().mkpath(QFile::decodeName(path));
            qputenv(variable, path);
        }
        QFile::setPermissions(QFile::decodeName(home + "/run"), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

private:
    TestUtils::RunFolder m_folder{"RECIPE_EXPLORER_TEST_HOME"};
};

const TestHome testHome;

} // namespace
