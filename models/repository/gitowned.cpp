// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/gitowned.h"

#include <git2.h>

void GitFree::operator()(git_blame *blame) const
{
    git_blame_free(blame);
}

void GitFree::operator()(git_blob *blob) const
{
    git_blob_free(blob);
}

void GitFree::operator()(git_commit *commit) const
{
    git_commit_free(commit);
}

void GitFree::operator()(git_diff *diff) const
{
    git_diff_free(diff);
}

void GitFree::operator()(git_object *object) const
{
    git_object_free(object);
}

void GitFree::operator()(git_odb *odb) const
{
    git_odb_free(odb);
}

void GitFree::operator()(git_reference *reference) const
{
    git_reference_free(reference);
}

void GitFree::operator()(git_revwalk *walk) const
{
    git_revwalk_free(walk);
}

void GitFree::operator()(git_tree *tree) const
{
    git_tree_free(tree);
}

void GitFree::operator()(git_tree_entry *entry) const
{
    git_tree_entry_free(entry);
}
