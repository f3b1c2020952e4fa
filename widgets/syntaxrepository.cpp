#include "syntaxrepository.h"

#include <KSyntaxHighlighting/Repository>

KSyntaxHighlighting::Repository &SyntaxRepository::instance()
{
    static KSyntaxHighlighting::Repository repository;
    return repository;
}
