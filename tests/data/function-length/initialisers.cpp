// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Fixture of function_length_initialisers: only the constructor InitialisersTooLong (line 45,
// 81 lines, its initialiser list included) is too long; InitialisersJustFits has 80 lines. The
// other functions are Bar's constructor, InitialisersJustFits::sum and total: 5 in all.
#include <QList>
#include <QObject>

class Bar
{
public:
    explicit Bar(QObject *owner) : m_owner{owner} { }

private:
    QObject *m_owner = nullptr;
    QList<int> m_defaults{1, 2, 3};
};

class InitialisersTooLong : public QObject
{
public:
    InitialisersTooLong(const QList<int> &initial, QObject *parent);

private:
    QList<int> m_a;
    Bar *m_b;
    QList<int> m_list;
    QList<int> m_initial;
    int m_total{0};
};

class InitialisersJustFits : public QObject
{
public:
    InitialisersJustFits(const QList<int> &initial, QObject *parent);
    int sum() const;

private:
    Bar *m_b;
    QList<int> m_list;
    int m_total{0};
};

// 81 lines from signature to closing brace, the initialiser list with its braces included.
InitialisersTooLong::InitialisersTooLong(const QList<int> &initial, QObject *parent)
    : QObject(parent), m_a{initial.value(0), 2}, m_b(new Bar{this}), m_list({1, 2}), m_initial(initial),
      m_total{static_cast<int>(m_initial.size())}
{
    m_total += m_a.size() + m_list.size() + 0;
    m_total += m_a.size() + m_list.size() + 1;
    m_total += m_a.size() + m_list.size() + 2;
    m_total += m_a.size() + m_list.size() + 3;
    m_total += m_a.size() + m_list.size() + 4;
    m_total += m_a.size() + m_list.size() + 5;
    m_total += m_a.size() + m_list.size() + 6;
    m_total += m_a.size() + m_list.size() + 7;
    m_total += m_a.size() + m_list.size() + 8;
    m_total += m_a.size() + m_list.size() + 9;
    m_total += m_a.size() + m_list.size() + 10;
    m_total += m_a.size() + m_list.size() + 11;
    m_total += m_a.size() + m_list.size() + 12;
    m_total += m_a.size() + m_list.size() + 13;
    m_total += m_a.size() + m_list.size() + 14;
    m_total += m_a.size() + m_list.size() + 15;
    m_total += m_a.size() + m_list.size() + 16;
    m_total += m_a.size() + m_list.size() + 17;
    m_total += m_a.size() + m_list.size() + 18;
    m_total += m_a.size() + m_list.size() + 19;
    m_total += m_a.size() + m_list.size() + 20;
    m_total += m_a.size() + m_list.size() + 21;
    m_total += m_a.size() + m_list.size() + 22;
    m_total += m_a.size() + m_list.size() + 23;
    m_total += m_a.size() + m_list.size() + 24;
    m_total += m_a.size() + m_list.size() + 25;
    m_total += m_a.size() + m_list.size() + 26;
    m_total += m_a.size() + m_list.size() + 27;
    m_total += m_a.size() + m_list.size() + 28;
    m_total += m_a.size() + m_list.size() + 29;
    m_total += m_a.size() + m_list.size() + 30;
    m_total += m_a.size() + m_list.size() + 31;
    m_total += m_a.size() + m_list.size() + 32;
    m_total += m_a.size() + m_list.size() + 33;
    m_total += m_a.size() + m_list.size() + 34;
    m_total += m_a.size() + m_list.size() + 35;
    m_total += m_a.size() + m_list.size() + 36;
    m_total += m_a.size() + m_list.size() + 37;
    m_total += m_a.size() + m_list.size() + 38;
    m_total += m_a.size() + m_list.size() + 39;
    m_total += m_a.size() + m_list.size() + 40;
    m_total += m_a.size() + m_list.size() + 41;
    m_total += m_a.size() + m_list.size() + 42;
    m_total += m_a.size() + m_list.size() + 43;
    m_total += m_a.size() + m_list.size() + 44;
    m_total += m_a.size() + m_list.size() + 45;
    m_total += m_a.size() + m_list.size() + 46;
    m_total += m_a.size() + m_list.size() + 47;
    m_total += m_a.size() + m_list.size() + 48;
    m_total += m_a.size() + m_list.size() + 49;
    m_total += m_a.size() + m_list.size() + 50;
    m_total += m_a.size() + m_list.size() + 51;
    m_total += m_a.size() + m_list.size() + 52;
    m_total += m_a.size() + m_list.size() + 53;
    m_total += m_a.size() + m_list.size() + 54;
    m_total += m_a.size() + m_list.size() + 55;
    m_total += m_a.size() + m_list.size() + 56;
    m_total += m_a.size() + m_list.size() + 57;
    m_total += m_a.size() + m_list.size() + 58;
    m_total += m_a.size() + m_list.size() + 59;
    m_total += m_a.size() + m_list.size() + 60;
    m_total += m_a.size() + m_list.size() + 61;
    m_total += m_a.size() + m_list.size() + 62;
    m_total += m_a.size() + m_list.size() + 63;
    m_total += m_a.size() + m_list.size() + 64;
    m_total += m_a.size() + m_list.size() + 65;
    m_total += m_a.size() + m_list.size() + 66;
    m_total += m_a.size() + m_list.size() + 67;
    m_total += m_a.size() + m_list.size() + 68;
    m_total += m_a.size() + m_list.size() + 69;
    m_total += m_a.size() + m_list.size() + 70;
    m_total += m_a.size() + m_list.size() + 71;
    m_total += m_a.size() + m_list.size() + 72;
    m_total += m_a.size() + m_list.size() + 73;
    m_total += m_a.size() + m_list.size() + 74;
    m_total += m_a.size() + m_list.size() + 75;
}

// 80 lines: exactly a screen, allowed; the last initialiser ends in a brace.
InitialisersJustFits::InitialisersJustFits(const QList<int> &initial, QObject *parent)
    : QObject{parent}, m_b(new Bar{this}), m_list{initial.value(0), 2}, m_total{[&initial] { return int(initial.size()); }()}
{
    m_total += m_list.size() + 0;
    m_total += m_list.size() + 1;
    m_total += m_list.size() + 2;
    m_total += m_list.size() + 3;
    m_total += m_list.size() + 4;
    m_total += m_list.size() + 5;
    m_total += m_list.size() + 6;
    m_total += m_list.size() + 7;
    m_total += m_list.size() + 8;
    m_total += m_list.size() + 9;
    m_total += m_list.size() + 10;
    m_total += m_list.size() + 11;
    m_total += m_list.size() + 12;
    m_total += m_list.size() + 13;
    m_total += m_list.size() + 14;
    m_total += m_list.size() + 15;
    m_total += m_list.size() + 16;
    m_total += m_list.size() + 17;
    m_total += m_list.size() + 18;
    m_total += m_list.size() + 19;
    m_total += m_list.size() + 20;
    m_total += m_list.size() + 21;
    m_total += m_list.size() + 22;
    m_total += m_list.size() + 23;
    m_total += m_list.size() + 24;
    m_total += m_list.size() + 25;
    m_total += m_list.size() + 26;
    m_total += m_list.size() + 27;
    m_total += m_list.size() + 28;
    m_total += m_list.size() + 29;
    m_total += m_list.size() + 30;
    m_total += m_list.size() + 31;
    m_total += m_list.size() + 32;
    m_total += m_list.size() + 33;
    m_total += m_list.size() + 34;
    m_total += m_list.size() + 35;
    m_total += m_list.size() + 36;
    m_total += m_list.size() + 37;
    m_total += m_list.size() + 38;
    m_total += m_list.size() + 39;
    m_total += m_list.size() + 40;
    m_total += m_list.size() + 41;
    m_total += m_list.size() + 42;
    m_total += m_list.size() + 43;
    m_total += m_list.size() + 44;
    m_total += m_list.size() + 45;
    m_total += m_list.size() + 46;
    m_total += m_list.size() + 47;
    m_total += m_list.size() + 48;
    m_total += m_list.size() + 49;
    m_total += m_list.size() + 50;
    m_total += m_list.size() + 51;
    m_total += m_list.size() + 52;
    m_total += m_list.size() + 53;
    m_total += m_list.size() + 54;
    m_total += m_list.size() + 55;
    m_total += m_list.size() + 56;
    m_total += m_list.size() + 57;
    m_total += m_list.size() + 58;
    m_total += m_list.size() + 59;
    m_total += m_list.size() + 60;
    m_total += m_list.size() + 61;
    m_total += m_list.size() + 62;
    m_total += m_list.size() + 63;
    m_total += m_list.size() + 64;
    m_total += m_list.size() + 65;
    m_total += m_list.size() + 66;
    m_total += m_list.size() + 67;
    m_total += m_list.size() + 68;
    m_total += m_list.size() + 69;
    m_total += m_list.size() + 70;
    m_total += m_list.size() + 71;
    m_total += m_list.size() + 72;
    m_total += m_list.size() + 73;
    m_total += m_list.size() + 74;
    m_total += m_list.size() + 75;
}

int InitialisersJustFits::sum() const
{
    return m_total;
}

int total(const InitialisersJustFits &fits)
{
    return fits.sum();
}
