// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/problemgroups.h"

#include <algorithm>

void ProblemGroups::append(const ProblemList &problems)
{
    if (problems.isEmpty())
        return;
    m_groups.append(problems);
    m_starts.append(m_size);
    m_size += problems.size();
}

void ProblemGroups::clear()
{
    m_groups.clear();
    m_starts.clear();
    m_size = 0;
}

const Problem &ProblemGroups::at(qsizetype index) const
{
    Q_ASSERT(index >= 0 && index < m_size);
    // The last group starting at or before the index.
    const auto group = std::upper_bound(m_starts.cbegin(), m_starts.cend(), index) - m_starts.cbegin() - 1;
    return m_groups.at(group).at(index - m_starts.at(group));
}

ProblemGroups::const_iterator &ProblemGroups::const_iterator::operator++()
{
    if (++m_index == m_groups->at(m_group).size()) {
        ++m_group;
        m_index = 0;
    }
    return *this;
}
