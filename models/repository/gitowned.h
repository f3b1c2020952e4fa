// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>

struct git_blame;
struct git_blob;
struct git_commit;
struct git_diff;
struct git_object;
struct git_odb;
struct git_reference;
struct git_revwalk;
struct git_tree;
struct git_tree_entry;

// libgit2's objects, freed with their own free function when their owner goes: the one
// way this layer holds them (GitOwned<git_tree> tree(found)).
struct GitFree
{
    void operator()(git_blame *blame) const;
    void operator()(git_blob *blob) const;
    void operator()(git_commit *commit) const;
    void operator()(git_diff *diff) const;
    void operator()(git_object *object) const;
    void operator()(git_odb *odb) const;
    void operator()(git_reference *reference) const;
    void operator()(git_revwalk *walk) const;
    void operator()(git_tree *tree) const;
    void operator()(git_tree_entry *entry) const;
};

template<typename T>
using GitOwned = std::unique_ptr<T, GitFree>;
