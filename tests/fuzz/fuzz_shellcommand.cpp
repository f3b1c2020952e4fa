// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The shell-command parser on any text: words, flags, exports; no crash, no hang.
// Apart from that, commands whose words are known judge the tokenizer (ShellJudge):
// the input when it is plain words joined by single spaces, plain words made of its
// bytes, and the input's space-separated words each quoted as RunScript::quoted()
// says; each must read back as its words.
//
// To see the judge fail, build with a planted fault (the tokenizer's last word dropped
// before it is judged):
//   cmake -B build/fuzzcheck -DRECIPE_EXPLORER_FUZZ_PLANTED_FAULT=ON  (defines FUZZ_PLANTED_FAULT)
// and run it: it stops at once with "... N-1 words read, N written".
#include "analysis/shellcommand.h"
#include "shelljudge.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdio>

namespace {
QList<ShellCommand::Word> tokenize(const QString &command, QString *error)
{
    auto words = ShellCommand::words(command, 1, error);
#ifdef FUZZ_PLANTED_FAULT
    if (!words.isEmpty())
        words.removeLast();
#endif
    return words;
}

// The judges read the first 4 KiB of an input only: they read it three times more and
// quote each word, which on the seeds' long inputs, read whole, cut the target's speed
// to a third (to a half with the bound); faults that need length are the parse's above.
constexpr qsizetype JudgedLength = 4096;

void judge(const QByteArray &input)
{
    const auto bytes = input.left(JudgedLength);
    const auto text = QString::fromUtf8(bytes);
    QString why;
    if (ShellJudge::isPlainCommand(text))
        why = ShellJudge::plainDifference(text.split(u' '), tokenize);
    if (why.isEmpty())
        why = ShellJudge::plainDifference(ShellJudge::plainWords(bytes), tokenize);
    if (why.isEmpty())
        why = ShellJudge::quotingDifference(text.split(u' '), tokenize);
    if (!why.isEmpty()) {
        std::fprintf(stderr, "the tokenizer and the written words disagree: %s\n--- input:\n%s\n---\n", qPrintable(why),
                     qPrintable(text.left(2000)));
        __builtin_trap();
    }
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto text = QString::fromUtf8(bytes);
    const auto command = ShellCommand::parse(text);
    for (const auto &flag : command.flags())
        (void)command.value(flag.name);
    QString error;
    const auto words = ShellCommand::words(text, 1, &error);
    for (const auto &word : words)
        if (word.line < 1)
            __builtin_trap();
    judge(bytes);
    return 0;
}
