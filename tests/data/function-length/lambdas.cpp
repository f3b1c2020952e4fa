// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fixture of function_length_lambdas: only the lambda lambdaTooLong (line 32, 81 lines) is
// too long; lambdaJustFits has 80 lines. Brace initialisers, enums, class bodies and aggregates
// are no functions: the others are kSorted's lambda and shortOne, 4 in all.
#include <QString>
#include <QStringList>

namespace {
const QStringList kNames{QStringLiteral("b"), QStringLiteral("a")};

enum class Shape { Round, Square };

struct Point
{
    int x = 0;
    int y{0};
};

const Point kOrigin = {0, 0};
const Point kCorners[] = {{0, 0}, {1, 1}};
const int kTable[] = {1, 2, 3};

// A lambda called at once is a function too.
const QStringList kSorted = [] {
    QStringList names = kNames;
    names.sort();
    return names;
}();

// 81 lines from the variable's line to the lambda's closing brace.
const auto lambdaTooLong = [](int x) {
    x += kTable[0 % 3] + 0;
    x += kTable[1 % 3] + 1;
    x += kTable[2 % 3] + 2;
    x += kTable[3 % 3] + 3;
    x += kTable[4 % 3] + 4;
    x += kTable[5 % 3] + 5;
    x += kTable[6 % 3] + 6;
    x += kTable[7 % 3] + 7;
    x += kTable[8 % 3] + 8;
    x += kTable[9 % 3] + 9;
    x += kTable[10 % 3] + 10;
    x += kTable[11 % 3] + 11;
    x += kTable[12 % 3] + 12;
    x += kTable[13 % 3] + 13;
    x += kTable[14 % 3] + 14;
    x += kTable[15 % 3] + 15;
    x += kTable[16 % 3] + 16;
    x += kTable[17 % 3] + 17;
    x += kTable[18 % 3] + 18;
    x += kTable[19 % 3] + 19;
    x += kTable[20 % 3] + 20;
    x += kTable[21 % 3] + 21;
    x += kTable[22 % 3] + 22;
    x += kTable[23 % 3] + 23;
    x += kTable[24 % 3] + 24;
    x += kTable[25 % 3] + 25;
    x += kTable[26 % 3] + 26;
    x += kTable[27 % 3] + 27;
    x += kTable[28 % 3] + 28;
    x += kTable[29 % 3] + 29;
    x += kTable[30 % 3] + 30;
    x += kTable[31 % 3] + 31;
    x += kTable[32 % 3] + 32;
    x += kTable[33 % 3] + 33;
    x += kTable[34 % 3] + 34;
    x += kTable[35 % 3] + 35;
    x += kTable[36 % 3] + 36;
    x += kTable[37 % 3] + 37;
    x += kTable[38 % 3] + 38;
    x += kTable[39 % 3] + 39;
    x += kTable[40 % 3] + 40;
    x += kTable[41 % 3] + 41;
    x += kTable[42 % 3] + 42;
    x += kTable[43 % 3] + 43;
    x += kTable[44 % 3] + 44;
    x += kTable[45 % 3] + 45;
    x += kTable[46 % 3] + 46;
    x += kTable[47 % 3] + 47;
    x += kTable[48 % 3] + 48;
    x += kTable[49 % 3] + 49;
    x += kTable[50 % 3] + 50;
    x += kTable[51 % 3] + 51;
    x += kTable[52 % 3] + 52;
    x += kTable[53 % 3] + 53;
    x += kTable[54 % 3] + 54;
    x += kTable[55 % 3] + 55;
    x += kTable[56 % 3] + 56;
    x += kTable[57 % 3] + 57;
    x += kTable[58 % 3] + 58;
    x += kTable[59 % 3] + 59;
    x += kTable[60 % 3] + 60;
    x += kTable[61 % 3] + 61;
    x += kTable[62 % 3] + 62;
    x += kTable[63 % 3] + 63;
    x += kTable[64 % 3] + 64;
    x += kTable[65 % 3] + 65;
    x += kTable[66 % 3] + 66;
    x += kTable[67 % 3] + 67;
    x += kTable[68 % 3] + 68;
    x += kTable[69 % 3] + 69;
    x += kTable[70 % 3] + 70;
    x += kTable[71 % 3] + 71;
    x += kTable[72 % 3] + 72;
    x += kTable[73 % 3] + 73;
    x += kTable[74 % 3] + 74;
    x += kTable[75 % 3] + 75;
    x += kTable[76 % 3] + 76;
    x += kTable[77 % 3] + 77;
    return x + kTable[78 % 3] + 78;
};
} // namespace

// 80 lines: exactly a screen, allowed.
static auto lambdaJustFits = []() -> int {
    int x = kOrigin.x + kCorners[1].y;
    x += kTable[0 % 3] + 0;
    x += kTable[1 % 3] + 1;
    x += kTable[2 % 3] + 2;
    x += kTable[3 % 3] + 3;
    x += kTable[4 % 3] + 4;
    x += kTable[5 % 3] + 5;
    x += kTable[6 % 3] + 6;
    x += kTable[7 % 3] + 7;
    x += kTable[8 % 3] + 8;
    x += kTable[9 % 3] + 9;
    x += kTable[10 % 3] + 10;
    x += kTable[11 % 3] + 11;
    x += kTable[12 % 3] + 12;
    x += kTable[13 % 3] + 13;
    x += kTable[14 % 3] + 14;
    x += kTable[15 % 3] + 15;
    x += kTable[16 % 3] + 16;
    x += kTable[17 % 3] + 17;
    x += kTable[18 % 3] + 18;
    x += kTable[19 % 3] + 19;
    x += kTable[20 % 3] + 20;
    x += kTable[21 % 3] + 21;
    x += kTable[22 % 3] + 22;
    x += kTable[23 % 3] + 23;
    x += kTable[24 % 3] + 24;
    x += kTable[25 % 3] + 25;
    x += kTable[26 % 3] + 26;
    x += kTable[27 % 3] + 27;
    x += kTable[28 % 3] + 28;
    x += kTable[29 % 3] + 29;
    x += kTable[30 % 3] + 30;
    x += kTable[31 % 3] + 31;
    x += kTable[32 % 3] + 32;
    x += kTable[33 % 3] + 33;
    x += kTable[34 % 3] + 34;
    x += kTable[35 % 3] + 35;
    x += kTable[36 % 3] + 36;
    x += kTable[37 % 3] + 37;
    x += kTable[38 % 3] + 38;
    x += kTable[39 % 3] + 39;
    x += kTable[40 % 3] + 40;
    x += kTable[41 % 3] + 41;
    x += kTable[42 % 3] + 42;
    x += kTable[43 % 3] + 43;
    x += kTable[44 % 3] + 44;
    x += kTable[45 % 3] + 45;
    x += kTable[46 % 3] + 46;
    x += kTable[47 % 3] + 47;
    x += kTable[48 % 3] + 48;
    x += kTable[49 % 3] + 49;
    x += kTable[50 % 3] + 50;
    x += kTable[51 % 3] + 51;
    x += kTable[52 % 3] + 52;
    x += kTable[53 % 3] + 53;
    x += kTable[54 % 3] + 54;
    x += kTable[55 % 3] + 55;
    x += kTable[56 % 3] + 56;
    x += kTable[57 % 3] + 57;
    x += kTable[58 % 3] + 58;
    x += kTable[59 % 3] + 59;
    x += kTable[60 % 3] + 60;
    x += kTable[61 % 3] + 61;
    x += kTable[62 % 3] + 62;
    x += kTable[63 % 3] + 63;
    x += kTable[64 % 3] + 64;
    x += kTable[65 % 3] + 65;
    x += kTable[66 % 3] + 66;
    x += kTable[67 % 3] + 67;
    x += kTable[68 % 3] + 68;
    x += kTable[69 % 3] + 69;
    x += kTable[70 % 3] + 70;
    x += kTable[71 % 3] + 71;
    x += kTable[72 % 3] + 72;
    x += kTable[73 % 3] + 73;
    x += kTable[74 % 3] + 74;
    x += kTable[75 % 3] + 75;
    return x;
};

int shortOne()
{
    return lambdaTooLong(1) + lambdaJustFits() + int(Shape::Round) + kSorted.size();
}
