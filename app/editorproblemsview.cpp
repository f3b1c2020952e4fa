// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorproblemsview.h"

#include "analysis/displaytext.h"
#include "analysis/editorfields.h"
#include "editor/recipeeditordocument.h"
#include "editor/recipeeditsession.h"
#include "recipe/recipeedit.h"
#include "recipeform.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>

// The texts keep the translation context of the editor page, where they were first.
EditorProblemsView::EditorProblemsView(RecipeEditorDocument *document, RecipeForm *form, QWidget *parent)
    : QObject(parent), m_document(document), m_form(form), m_summary(new QLabel(parent)), m_list(new QListWidget(parent))
{
    m_summary->setObjectName(QStringLiteral("editorSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(6, 2, 6, 2);
    m_summary->setToolTip(DisplayText::toolTip(QFileInfo(document->path()).absoluteFilePath()));
    m_list->setObjectName(QStringLiteral("editorProblems"));
    m_list->setAccessibleName(QCoreApplication::translate("EditorPage", "Problems of the recipe"));
    m_list->hide();
    connect(m_list, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { m_form->focusField(*YamlPath::parse(item->data(Qt::UserRole).toString())); });
}

void EditorProblemsView::addEdited(const RecipeEdit &edit)
{
    const auto path =
        edit.kind() == RecipeEdit::Kind::Insert || edit.kind() == RecipeEdit::Kind::Set || edit.kind() == RecipeEdit::Kind::SetBlock
        ? edit.path()
        : edit.path().parent();
    if (!m_edited.contains(path.toString())) {
        m_edited.insert(path.toString());
        refresh();
    }
}

void EditorProblemsView::showAll()
{
    m_showAll = true;
    refresh();
}

void EditorProblemsView::focusFirst()
{
    const auto &problems = m_document->problems();
    if (!problems.isEmpty())
        m_form->focusField(
            m_form->shownPath(EditorFields::pathAt(m_document->session()->document(), problems.first().line, problems.first().column)));
}

void EditorProblemsView::refresh()
{
    const auto &document = m_document->session()->document();
    QHash<QString, ProblemList> byPath;
    qsizetype shown = 0;
    QList<YamlPath> edited;
    for (const auto &text : std::as_const(m_edited))
        if (const auto p = YamlPath::parse(text))
            edited << *p;
    m_list->clear();
    for (const auto &problem : m_document->problems()) {
        const auto at = m_form->shownPath(EditorFields::pathAt(document, problem.line, problem.column));
        if (!isShown(at, edited))
            continue;
        byPath[at.toString()] << problem;
        ++shown;
        addItem(problem, at);
    }
    m_form->setProblems(byPath);
    m_list->setVisible(shown > 0);
    m_summary->setText(summaryText(shown));
}

bool EditorProblemsView::isShown(const YamlPath &at, const QList<YamlPath> &edited) const
{
    bool show = m_showAll;
    for (const auto &e : edited)
        show = show || at.startsWith(e) || (!at.isEmpty() && e.startsWith(at));
    return show;
}

void EditorProblemsView::addItem(const Problem &problem, const YamlPath &at)
{
    auto *item = new QListWidgetItem(
        QIcon::fromTheme(problem.isError() ? QStringLiteral("dialog-error") : QStringLiteral("dialog-warning")),
        QCoreApplication::translate("EditorPage", "%1:%2: %3").arg(problem.line).arg(problem.column).arg(problem.text()), m_list);
    item->setData(Qt::UserRole, at.toString());
    item->setToolTip(DisplayText::toolTip(problem.toString()));
}

QString EditorProblemsView::summaryText(qsizetype shown) const
{
    const auto &problems = m_document->problems();
    const int errors = int(std::count_if(problems.cbegin(), problems.cend(), [](const Problem &p) { return p.isError(); }));
    const int warnings = int(problems.size()) - errors;
    QString text = QDir::toNativeSeparators(m_document->path());
    if (problems.isEmpty())
        return text + QCoreApplication::translate("EditorPage", " · no problems");
    const auto hidden =
        m_showAll || shown == problems.size() ? QString() : QCoreApplication::translate("EditorPage", " (Check Recipe shows them all)");
    return text
        + QCoreApplication::translate("EditorPage", " · %1, %2%3")
              .arg(QCoreApplication::translate("EditorPage", "%n error(s)", nullptr, errors),
                   QCoreApplication::translate("EditorPage", "%n warning(s)", nullptr, warnings), hidden);
}
