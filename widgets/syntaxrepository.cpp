// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

KSyntaxHighlighting::Repository &SyntaxRepository::instance()
{
    static KSyntaxHighlighting::Repository repository;
    return repository;
}
