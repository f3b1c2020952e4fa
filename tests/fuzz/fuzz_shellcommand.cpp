// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shell-command parser on any text: words, flags, exports; no crash, no hang.
#include "analysis/shellcommand.h"

#include <QCoreApplication>

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto command = ShellCommand::parse(text);
    for (const auto &flag : command.flags())
        (void)command.value(flag.name);
    QString error;
    const auto words = ShellCommand::words(text, 1, &error);
    for (const auto &word : words)
        if (word.line < 1)
            __builtin_trap();
    return 0;
}
