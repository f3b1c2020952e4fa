// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fixture of function_length_finds: only tooLong (line 19, 81 lines) is too long.
#include <QString>

namespace {
class Holder
{
public:
    int shortOne() const { return 1; }
};
} // namespace

static const char *kBraces = "}}}{"; // a string and a comment: { {
/* a block comment { */
static const char kOpen = '{';

// 81 lines from signature to closing brace, a lambda inside counting with it.
int tooLong(int x, int y)
{
    auto add = [](int a) {
        return a + 1; // }
    };
    y = add(y);
    x = add(x) + 0;  /* } */
    x = add(x) + 1;  /* } */
    x = add(x) + 2;  /* } */
    x = add(x) + 3;  /* } */
    x = add(x) + 4;  /* } */
    x = add(x) + 5;  /* } */
    x = add(x) + 6;  /* } */
    x = add(x) + 7;  /* } */
    x = add(x) + 8;  /* } */
    x = add(x) + 9;  /* } */
    x = add(x) + 10; /* } */
    x = add(x) + 11; /* } */
    x = add(x) + 12; /* } */
    x = add(x) + 13; /* } */
    x = add(x) + 14; /* } */
    x = add(x) + 15; /* } */
    x = add(x) + 16; /* } */
    x = add(x) + 17; /* } */
    x = add(x) + 18; /* } */
    x = add(x) + 19; /* } */
    x = add(x) + 20; /* } */
    x = add(x) + 21; /* } */
    x = add(x) + 22; /* } */
    x = add(x) + 23; /* } */
    x = add(x) + 24; /* } */
    x = add(x) + 25; /* } */
    x = add(x) + 26; /* } */
    x = add(x) + 27; /* } */
    x = add(x) + 28; /* } */
    x = add(x) + 29; /* } */
    x = add(x) + 30; /* } */
    x = add(x) + 31; /* } */
    x = add(x) + 32; /* } */
    x = add(x) + 33; /* } */
    x = add(x) + 34; /* } */
    x = add(x) + 35; /* } */
    x = add(x) + 36; /* } */
    x = add(x) + 37; /* } */
    x = add(x) + 38; /* } */
    x = add(x) + 39; /* } */
    x = add(x) + 40; /* } */
    x = add(x) + 41; /* } */
    x = add(x) + 42; /* } */
    x = add(x) + 43; /* } */
    x = add(x) + 44; /* } */
    x = add(x) + 45; /* } */
    x = add(x) + 46; /* } */
    x = add(x) + 47; /* } */
    x = add(x) + 48; /* } */
    x = add(x) + 49; /* } */
    x = add(x) + 50; /* } */
    x = add(x) + 51; /* } */
    x = add(x) + 52; /* } */
    x = add(x) + 53; /* } */
    x = add(x) + 54; /* } */
    x = add(x) + 55; /* } */
    x = add(x) + 56; /* } */
    x = add(x) + 57; /* } */
    x = add(x) + 58; /* } */
    x = add(x) + 59; /* } */
    x = add(x) + 60; /* } */
    x = add(x) + 61; /* } */
    x = add(x) + 62; /* } */
    x = add(x) + 63; /* } */
    x = add(x) + 64; /* } */
    x = add(x) + 65; /* } */
    x = add(x) + 66; /* } */
    x = add(x) + 67; /* } */
    x = add(x) + 68; /* } */
    x = add(x) + 69; /* } */
    x = add(x) + 70; /* } */
    x = add(x) + 71; /* } */
    x = add(x) + 72; /* } */
    return x + y;
}

// 80 lines: exactly a screen, allowed.
int justFits()
{
    QString s0 = QStringLiteral("{");
    QString s1 = QStringLiteral("{");
    QString s2 = QStringLiteral("{");
    QString s3 = QStringLiteral("{");
    QString s4 = QStringLiteral("{");
    QString s5 = QStringLiteral("{");
    QString s6 = QStringLiteral("{");
    QString s7 = QStringLiteral("{");
    QString s8 = QStringLiteral("{");
    QString s9 = QStringLiteral("{");
    QString s10 = QStringLiteral("{");
    QString s11 = QStringLiteral("{");
    QString s12 = QStringLiteral("{");
    QString s13 = QStringLiteral("{");
    QString s14 = QStringLiteral("{");
    QString s15 = QStringLiteral("{");
    QString s16 = QStringLiteral("{");
    QString s17 = QStringLiteral("{");
    QString s18 = QStringLiteral("{");
    QString s19 = QStringLiteral("{");
    QString s20 = QStringLiteral("{");
    QString s21 = QStringLiteral("{");
    QString s22 = QStringLiteral("{");
    QString s23 = QStringLiteral("{");
    QString s24 = QStringLiteral("{");
    QString s25 = QStringLiteral("{");
    QString s26 = QStringLiteral("{");
    QString s27 = QStringLiteral("{");
    QString s28 = QStringLiteral("{");
    QString s29 = QStringLiteral("{");
    QString s30 = QStringLiteral("{");
    QString s31 = QStringLiteral("{");
    QString s32 = QStringLiteral("{");
    QString s33 = QStringLiteral("{");
    QString s34 = QStringLiteral("{");
    QString s35 = QStringLiteral("{");
    QString s36 = QStringLiteral("{");
    QString s37 = QStringLiteral("{");
    QString s38 = QStringLiteral("{");
    QString s39 = QStringLiteral("{");
    QString s40 = QStringLiteral("{");
    QString s41 = QStringLiteral("{");
    QString s42 = QStringLiteral("{");
    QString s43 = QStringLiteral("{");
    QString s44 = QStringLiteral("{");
    QString s45 = QStringLiteral("{");
    QString s46 = QStringLiteral("{");
    QString s47 = QStringLiteral("{");
    QString s48 = QStringLiteral("{");
    QString s49 = QStringLiteral("{");
    QString s50 = QStringLiteral("{");
    QString s51 = QStringLiteral("{");
    QString s52 = QStringLiteral("{");
    QString s53 = QStringLiteral("{");
    QString s54 = QStringLiteral("{");
    QString s55 = QStringLiteral("{");
    QString s56 = QStringLiteral("{");
    QString s57 = QStringLiteral("{");
    QString s58 = QStringLiteral("{");
    QString s59 = QStringLiteral("{");
    QString s60 = QStringLiteral("{");
    QString s61 = QStringLiteral("{");
    QString s62 = QStringLiteral("{");
    QString s63 = QStringLiteral("{");
    QString s64 = QStringLiteral("{");
    QString s65 = QStringLiteral("{");
    QString s66 = QStringLiteral("{");
    QString s67 = QStringLiteral("{");
    QString s68 = QStringLiteral("{");
    QString s69 = QStringLiteral("{");
    QString s70 = QStringLiteral("{");
    QString s71 = QStringLiteral("{");
    QString s72 = QStringLiteral("{");
    QString s73 = QStringLiteral("{");
    QString s74 = QStringLiteral("{");
    QString s75 = QStringLiteral("{");
    return 0;
}
