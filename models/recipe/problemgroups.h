// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/problem.h"

#include <iterator>

// The problems of many files as one list, in the order their groups were added, made of
// each file's own list (shared, not copied): at 100,000 recipes with lint findings a
// flat copy of them all would take some 30 MB more.
class ProblemGroups
{
public:
    ProblemGroups() = default;
    explicit ProblemGroups(const ProblemList &problems) { append(problems); }

    // Adds a file's problems after the others (nothing for an empty list).
    void append(const ProblemList &problems);
    void clear();

    qsizetype size() const { return m_size; }
    bool isEmpty() const { return m_size == 0; }
    // The problem at a place in the whole list (0 <= index < size()).
    const Problem &at(qsizetype index) const;
    const Problem &first() const { return m_groups.first().first(); }

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = Problem;
        using difference_type = qsizetype;
        using pointer = const Problem *;
        using reference = const Problem &;

        const_iterator() = default;
        const Problem &operator*() const { return m_groups->at(m_group).at(m_index); }
        const Problem *operator->() const { return &**this; }
        const_iterator &operator++();
        const_iterator operator++(int)
        {
            auto before = *this;
            ++*this;
            return before;
        }
        friend bool operator==(const const_iterator &a, const const_iterator &b)
        {
            return a.m_group == b.m_group && a.m_index == b.m_index;
        }

    private:
        friend class ProblemGroups;
        const_iterator(const QList<ProblemList> *groups, qsizetype group) : m_groups(groups), m_group(group) { }
        const QList<ProblemList> *m_groups = nullptr;
        qsizetype m_group = 0;
        qsizetype m_index = 0;
    };
    const_iterator begin() const { return {&m_groups, 0}; }
    const_iterator end() const { return {&m_groups, m_groups.size()}; }

private:
    QList<ProblemList> m_groups;
    // Where each group starts in the whole list.
    QList<qsizetype> m_starts;
    qsizetype m_size = 0;
};
