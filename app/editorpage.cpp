// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorpage.h"

#include "analysis/editorfields.h"
#include "diskchangebanner.h"
#include "editor/recipeeditsession.h"
#include "editorproblemsview.h"
#include "editorsaver.h"
#include "editorsectionlist.h"
#include "fieldhelplabel.h"
#include "plainmessagebox.h"
#include "recipechangesdialog.h"
#include "recipeform.h"

#include <QAbstractButton>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

namespace {
QString nativePath(const QString &path)
{
    return QDir::toNativeSeparators(path);
}
} // namespace

EditorPage *EditorPage::open(RecipeEditorDocument::Read read, QWidget *parent, QString *error)
{
    auto document = RecipeEditorDocument::open(std::move(read), error);
    return document ? new EditorPage(std::move(document), parent) : nullptr;
}

EditorPage *EditorPage::open(const QString &path, QWidget *parent, QString *error)
{
    return open(RecipeEditorDocument::read(path), parent, error);
}

EditorPage::EditorPage(std::unique_ptr<RecipeEditorDocument> document, QWidget *parent)
    : QWidget(parent), m_document(std::move(document)), m_form(new RecipeForm(this)),
      m_banner(new DiskChangeBanner(m_document.get(), this)), m_problems(new EditorProblemsView(m_document.get(), m_form, this)),
      m_saver(new EditorSaver(m_document.get(), this))
{
    setObjectName(QStringLiteral("editorPage"));
    auto *help = new FieldHelpLabel(m_form, this);
    m_sectionList = new EditorSectionList(m_form, this);
    arrange(help);
    connect(m_form, &RecipeForm::editRequested, this, &EditorPage::apply);
    connect(m_form, &RecipeForm::resetRequested, this, &EditorPage::reset);
    connect(m_saver, &EditorSaver::statusMessage, this, &EditorPage::statusMessage);
    connect(m_saver, &EditorSaver::refusedForChangeOnDisk, m_banner, &DiskChangeBanner::showRefusedSave);
    observeDocument();
    showDocument();
}

EditorPage::~EditorPage() = default;

void EditorPage::arrange(QWidget *help)
{
    auto *formAndSections = new QWidget(this);
    auto *row = new QHBoxLayout(formAndSections);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_sectionList);
    row->addWidget(m_form, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(formAndSections);
    splitter->addWidget(m_problems->list());
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_problems->summary());
    layout->addWidget(splitter, 1);
    layout->addWidget(help);
}

void EditorPage::observeDocument()
{
    auto *document = m_document.get();
    connect(document, &RecipeEditorDocument::changed, this, &EditorPage::showDocument);
    connect(document, &RecipeEditorDocument::modifiedChanged, this, &EditorPage::titleChanged);
    connect(document, &RecipeEditorDocument::pathChanged, this, &EditorPage::titleChanged);
    connect(document, &RecipeEditorDocument::reloaded, this,
            [this] { Q_EMIT statusMessage(tr("Read %1 again").arg(nativePath(path())), 5000); });
    connect(document, &RecipeEditorDocument::reloadFailed, this,
            [this](const QString &error) { PlainMessageBox::warning(this, tr("Reload Failed"), error); });
    connect(document, &RecipeEditorDocument::diskRead, this,
            [this](const QByteArray &disk) { RecipeChangesDialog::compareWithDisk(*m_document, disk, this); });
    connect(document, &RecipeEditorDocument::autosaveFailed, this,
            [this](const QString &error) { Q_EMIT statusMessage(tr("Unsaved edits could not be kept aside: %1").arg(error), 0); });
}

QString EditorPage::title() const
{
    return QFileInfo(path()).fileName() + (isModified() ? QStringLiteral("*") : QString());
}

KMessageWidget *EditorPage::banner() const
{
    return m_banner;
}

QListWidget *EditorPage::problemList() const
{
    return m_problems->list();
}

QListWidget *EditorPage::sectionList() const
{
    return m_sectionList;
}

void EditorPage::showDocument()
{
    m_form->setFields(EditorFields::of(session()->tree()));
    m_form->setDerived(m_document->derivedFigures());
    showModified();
    m_problems->refresh();
    Q_EMIT titleChanged();
}

void EditorPage::apply(const RecipeEdit &edit, const QString &mergeKey)
{
    applyEdit(edit, mergeKey, !mergeKey.isEmpty() && mergeKey == m_followAliasesFor);
}

void EditorPage::applyEdit(const RecipeEdit &edit, const QString &mergeKey, bool follow)
{
    QString error;
    QList<YamlPath> sharedWith;
    if (!session()->apply(edit.followingAliases(follow), &error, mergeKey, &sharedWith)) {
        m_form->setFields(EditorFields::of(session()->tree())); // show the file's value again
        if (!sharedWith.isEmpty() && !follow)
            askToFollowAliases(edit, mergeKey, sharedWith);
        else
            Q_EMIT statusMessage(tr("Not changed: %1").arg(error), 8000);
        return;
    }
    m_problems->addEdited(edit);
}

void EditorPage::askToFollowAliases(const RecipeEdit &edit, const QString &mergeKey, const QList<YamlPath> &sharedWith)
{
    QStringList places;
    for (const auto &place : sharedWith)
        places << place.toString();
    auto *box = new PlainMessageBox(QMessageBox::Question, tr("Shared Value"),
                                    tr("%1 is shared through an anchor: changing it also changes %2.\n\nChange all of them?")
                                        .arg(edit.path().toString(), places.join(QStringLiteral(", "))),
                                    QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("sharedValueQuestion"));
    auto *changeAll = box->addButton(tr("Change All"), QMessageBox::AcceptRole);
    box->setDefaultButton(box->addButton(QMessageBox::Cancel));
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, edit, mergeKey, changeAll](QAbstractButton *button) {
        if (button != static_cast<QAbstractButton *>(changeAll))
            return;
        m_followAliasesFor = mergeKey; // typing on in the field changes them all too
        applyEdit(edit, mergeKey, true);
    });
    box->open();
}

void EditorPage::reset(const YamlPath &path)
{
    QString error;
    if (!session()->resetToSaved(path, &error))
        Q_EMIT statusMessage(tr("Not reset: %1").arg(error), 8000);
}

void EditorPage::showModified()
{
    m_form->setModified([this](const YamlPath &p) { return session()->differsFromSaved(p); });
}

void EditorPage::checkAll()
{
    m_problems->showAll();
    m_problems->focusFirst();
}

void EditorPage::focusField(const YamlPath &path)
{
    m_form->focusField(path);
}

void EditorPage::focusFirstField()
{
    m_form->focusField(m_form->fields().value(1).path);
}

QFuture<bool> EditorPage::save()
{
    return m_saver->save().then(this, [this](bool done) {
        if (done)
            showSaved();
        return done;
    });
}

void EditorPage::showSaved()
{
    m_banner->reset();
    showModified();
    m_problems->showAll();
    const auto count = int(problems().size());
    Q_EMIT statusMessage(count == 0 ? tr("Saved %1").arg(nativePath(path()))
                                    : tr("Saved %1 with %n problem(s)", nullptr, count).arg(nativePath(path())),
                         8000);
    Q_EMIT saved(path());
}

void EditorPage::setWriteGuard(std::function<bool(const QString &)> refuses)
{
    m_saver->setWriteGuard(std::move(refuses));
}

QFuture<bool> EditorPage::saveAs(const QString &target)
{
    return m_saver->saveAs(target).then(this, [this](bool done) {
        if (done)
            showSavedAs();
        return done;
    });
}

void EditorPage::showSavedAs()
{
    showModified();
    Q_EMIT statusMessage(tr("Saved as %1").arg(nativePath(path())), 8000);
    Q_EMIT saved(path());
}

void EditorPage::revert()
{
    if (isModified()
        && PlainMessageBox::question(this, tr("Revert Recipe"),
                                     tr("Drop the unsaved changes to %1 and read it from disk again?").arg(QFileInfo(path()).fileName()),
                                     QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel)
            != QMessageBox::Discard)
        return;
    reload();
}

void EditorPage::reviewChanges()
{
    if (RecipeChangesDialog::review(*m_document, this))
        save();
}

QFuture<bool> EditorPage::maybeClose()
{
    if (m_document->isSaving()) {
        Q_EMIT statusMessage(tr("%1 is being saved").arg(QFileInfo(path()).fileName()), 5000);
        return QtFuture::makeReadyValueFuture(false);
    }
    if (isModified()) {
        const auto answer = PlainMessageBox::warning(this, tr("Unsaved Changes"),
                                                     tr("%1 has unsaved changes. Save them?").arg(QFileInfo(path()).fileName()),
                                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel)
            return QtFuture::makeReadyValueFuture(false);
        if (answer == QMessageBox::Save)
            return save().then(this, [this](bool done) {
                // What was typed while it was saved is not dropped: the editor stays.
                if (!done || isModified())
                    return false;
                m_document->discardAutosave();
                return true;
            });
    }
    m_document->discardAutosave();
    return QtFuture::makeReadyValueFuture(true);
}

bool EditorPage::restore(const QByteArray &bytes, QString *error)
{
    if (!m_document->restore(bytes, tr("restore unsaved edits"), error))
        return false;
    m_problems->showAll();
    return true;
}
