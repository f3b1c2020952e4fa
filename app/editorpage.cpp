// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorpage.h"

#include "analysis/derivedfigures.h"
#include "analysis/displaytext.h"
#include "analysis/recipelint.h"
#include "settings/settings.h"
#include "fieldrow.h"
#include "plainmessagebox.h"
#include "recipe/recipeautosave.h"
#include "editor/recipeeditsession.h"
#include "recipe/recipefiles.h"
#include "recipe/recipeloader.h"
#include "recipeform.h"
#include "textdiffview.h"

#include <KMessageWidget>

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScopedValueRollback>
#include <QScrollBar>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace {
// The value of work on a worker thread, waited for with the window still drawn and
// its timers running; what the user types or clicks meanwhile waits until then.
template<typename T>
T waitFor(QFuture<T> future)
{
    if (!future.isFinished()) {
        QEventLoop loop;
        QFutureWatcher<T> watcher;
        QObject::connect(&watcher, &QFutureWatcher<T>::finished, &loop, &QEventLoop::quit);
        watcher.setFuture(future);
        if (!future.isFinished())
            loop.exec(QEventLoop::ExcludeUserInputEvents);
    }
    future.waitForFinished(); // also when the loop was ended by the program's exit
    return future.result();
}

EditorPage::DiskLook lookAt(const QString &path)
{
    EditorPage::DiskLook look;
    look.state = RecipeFile::stateOf(path, nullptr, &look.error);
    return look;
}
} // namespace

EditorPage::Read EditorPage::read(const QString &path, const QStringList &opened)
{
    const auto absolute = QFileInfo(path).absoluteFilePath();
    return {RecipeFile::read(absolute), LintConfig::forFile(absolute, nullptr, opened), opened};
}

EditorPage *EditorPage::open(Read read, QWidget *parent, QString *error)
{
    if (!read.file.file) {
        if (error)
            *error = read.file.error;
        return nullptr;
    }
    auto *page = new EditorPage(RecipeEditSession::open(std::move(*read.file.file)), std::move(read.lint), parent);
    page->m_opened = std::move(read.opened);
    return page;
}

EditorPage *EditorPage::open(const QString &path, QWidget *parent, QString *error)
{
    return open(read(path), parent, error);
}

EditorPage::EditorPage(std::unique_ptr<RecipeEditSession> session, LintConfig lint, QWidget *parent)
    : QWidget(parent), m_session(std::move(session)), m_autosave(new RecipeAutosave(m_session->path(), this)), m_form(new RecipeForm(this)),
      m_banner(new KMessageWidget(this)), m_summary(new QLabel(this)), m_help(new QLabel(this)), m_problemList(new QListWidget(this)),
      m_sectionList(new QListWidget(this)), m_lint(std::move(lint))
{
    setObjectName(QStringLiteral("editorPage"));
    m_banner->setObjectName(QStringLiteral("diskBanner"));
    m_banner->setMessageType(KMessageWidget::Warning);
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::PlainText); // it names the file
    m_banner->setCloseButtonVisible(false);
    m_banner->hide();
    auto *reload = new QAction(QIcon::fromTheme(QStringLiteral("view-refresh")), tr("&Reload"), m_banner);
    reload->setObjectName(QStringLiteral("reload"));
    reload->setToolTip(tr("Read the file from disk again, dropping the edits"));
    auto *keep = new QAction(QIcon::fromTheme(QStringLiteral("document-edit")), tr("&Keep Editing"), m_banner);
    keep->setObjectName(QStringLiteral("keepEditing"));
    keep->setToolTip(tr("Keep the edits; the next save asks before it overwrites the file"));
    auto *compare = new QAction(QIcon::fromTheme(QStringLiteral("document-compare")), tr("&Compare"), m_banner);
    compare->setObjectName(QStringLiteral("compare"));
    compare->setToolTip(tr("Show the file on disk against the edits"));
    m_banner->addAction(reload);
    m_banner->addAction(keep);
    m_banner->addAction(compare);
    connect(reload, &QAction::triggered, this, &EditorPage::reload);
    connect(keep, &QAction::triggered, this, [this] {
        m_diskConflict = true;
        m_banner->animatedHide();
    });
    connect(compare, &QAction::triggered, this, &EditorPage::compareWithDisk);

    m_summary->setObjectName(QStringLiteral("editorSummary"));
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setContentsMargins(6, 2, 6, 2);
    m_summary->setToolTip(DisplayText::toolTip(QFileInfo(path()).absoluteFilePath()));
    m_help->setObjectName(QStringLiteral("editorHelp"));
    m_help->setTextFormat(Qt::RichText); // the field's texts escaped
    m_help->setWordWrap(true);
    m_help->setContentsMargins(6, 2, 6, 2);
    m_help->setEnabled(false);
    m_help->setMinimumHeight(m_help->fontMetrics().lineSpacing() * 2 + 4);
    m_help->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_problemList->setObjectName(QStringLiteral("editorProblems"));
    m_problemList->setAccessibleName(tr("Problems of the recipe"));
    m_problemList->hide();
    connect(m_problemList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { m_form->focusField(*YamlPath::parse(item->data(Qt::UserRole).toString())); });

    // The sections, to jump between them; the one at the top of the form is current.
    m_sectionList->setObjectName(QStringLiteral("editorSections"));
    m_sectionList->setAccessibleName(tr("Sections of the recipe"));
    m_sectionList->setFrameShape(QFrame::NoFrame);
    m_sectionList->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    m_sectionList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(m_sectionList, &QListWidget::itemClicked, this,
            [this](QListWidgetItem *item) { m_form->showSection(m_sectionList->row(item)); });
    connect(m_sectionList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem *item) { m_form->showSection(m_sectionList->row(item)); });
    connect(m_form, &RecipeForm::rebuilt, this, &EditorPage::listSections);
    connect(m_form->verticalScrollBar(), &QScrollBar::valueChanged, this, [this] {
        const QSignalBlocker blocker(m_sectionList);
        m_sectionList->setCurrentRow(m_form->sectionAtTop());
    });

    auto *formAndSections = new QWidget(this);
    auto *row = new QHBoxLayout(formAndSections);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_sectionList);
    row->addWidget(m_form, 1);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(formAndSections);
    splitter->addWidget(m_problemList);
    splitter->setStretchFactor(0, 4);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_banner);
    layout->addWidget(m_summary);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_help);

    connect(m_form, &RecipeForm::editRequested, this, &EditorPage::apply);
    connect(m_form, &RecipeForm::resetRequested, this, &EditorPage::reset);
    connect(m_form, &RecipeForm::fieldFocused, this, &EditorPage::showHelp);
    connect(m_session.get(), &RecipeEditSession::documentChanged, this, &EditorPage::documentChanged);
    connect(m_session.get(), &RecipeEditSession::modifiedChanged, this, &EditorPage::titleChanged);
    connect(m_session.get(), &RecipeEditSession::pathChanged, this, [this] {
        watch();
        Q_EMIT titleChanged();
        // The new folder's lint configuration, read on the disk thread.
        auto config =
            QtConcurrent::run(&m_diskPool, [path = path(), opened = m_opened] { return LintConfig::forFile(path, nullptr, opened); });
        config.then(this, [this](const LintConfig &lint) {
            m_lint = lint;
            documentChanged();
        });
    });
    m_diskPool.setMaxThreadCount(1);
    m_autosaveTimer.setSingleShot(true);
    m_autosaveTimer.setInterval(500);
    connect(&m_autosaveTimer, &QTimer::timeout, this, &EditorPage::keepAutosave);
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
        watch(); // a save by rename drops the watch
        checkDisk();
    });
    watch();
    documentChanged();
}

EditorPage::~EditorPage()
{
    // What is under way on the disk thread ends first.
    m_diskPool.waitForDone();
    // Kept through a crash, not through a close: maybeClose() decided before.
    if (m_autosaveTimer.isActive() && isModified()) {
        QString error;
        m_autosave->keep(m_session->document().bytes(), &error);
    }
}

QString EditorPage::path() const
{
    return m_session->path();
}

QString EditorPage::title() const
{
    return QFileInfo(path()).fileName() + (isModified() ? QStringLiteral("*") : QString());
}

bool EditorPage::isModified() const
{
    return m_session->isModified();
}

void EditorPage::watch()
{
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    m_watcher.addPath(path());
}

void EditorPage::apply(const RecipeEdit &edit, const QString &mergeKey)
{
    QString error;
    if (!m_session->apply(edit, &error, mergeKey)) {
        Q_EMIT statusMessage(tr("Not changed: %1").arg(error), 8000);
        m_form->setFields(EditorFields::of(m_session->tree())); // show the file's value again
        return;
    }
    const auto path =
        edit.kind() == RecipeEdit::Kind::Insert || edit.kind() == RecipeEdit::Kind::Set || edit.kind() == RecipeEdit::Kind::SetBlock
        ? edit.path()
        : edit.path().parent();
    if (!m_touched.contains(path.toString())) {
        m_touched.insert(path.toString());
        showProblems();
    }
}

void EditorPage::reset(const YamlPath &path)
{
    QString error;
    if (!m_session->resetToSaved(path, &error))
        Q_EMIT statusMessage(tr("Not reset: %1").arg(error), 8000);
}

void EditorPage::documentChanged()
{
    m_form->setFields(EditorFields::of(m_session->tree()));
    const auto loaded = m_session->document().recipe(path());
    m_problems = loaded.problems;
    if (loaded.recipe) {
        const auto prices = Settings::instance().prices();
        m_problems += RecipeLint::check(*loaded.recipe, prices, m_lint);
        m_form->setDerived(DerivedFigures::of(*loaded.recipe, prices));
    } else {
        m_form->setDerived({});
    }
    showModified();
    showProblems();
    if (isModified())
        m_autosaveTimer.start();
    else {
        m_autosaveTimer.stop();
        discardAutosave();
    }
    Q_EMIT titleChanged();
}

void EditorPage::showModified()
{
    m_form->setModified([this](const YamlPath &p) { return m_session->differsFromSaved(p); });
}

void EditorPage::showProblems()
{
    const auto &document = m_session->document();
    QHash<QString, ProblemList> byPath;
    ProblemList shown;
    QList<YamlPath> touched;
    for (const auto &text : std::as_const(m_touched))
        if (const auto p = YamlPath::parse(text))
            touched << *p;
    m_problemList->clear();
    for (const auto &problem : std::as_const(m_problems)) {
        const auto at = m_form->shownPath(EditorFields::pathAt(document, problem.line, problem.column));
        bool show = m_showAll;
        for (const auto &t : std::as_const(touched))
            show = show || at.startsWith(t) || (!at.isEmpty() && t.startsWith(at));
        if (!show)
            continue;
        byPath[at.toString()] << problem;
        shown << problem;
        auto *item =
            new QListWidgetItem(QIcon::fromTheme(problem.isError() ? QStringLiteral("dialog-error") : QStringLiteral("dialog-warning")),
                                tr("%1:%2: %3").arg(problem.line).arg(problem.column).arg(problem.text()), m_problemList);
        item->setData(Qt::UserRole, at.toString());
        item->setToolTip(DisplayText::toolTip(problem.toString()));
    }
    m_form->setProblems(byPath);
    m_problemList->setVisible(!shown.isEmpty());
    const int errors = int(std::count_if(m_problems.cbegin(), m_problems.cend(), [](const Problem &p) { return p.isError(); }));
    const int warnings = int(m_problems.size()) - errors;
    QString text = QDir::toNativeSeparators(path());
    if (m_problems.isEmpty())
        text += tr(" · no problems");
    else
        text += tr(" · %1, %2%3")
                    .arg(tr("%n error(s)", nullptr, errors), tr("%n warning(s)", nullptr, warnings),
                         m_showAll || shown.size() == m_problems.size() ? QString() : tr(" (Check Recipe shows them all)"));
    m_summary->setText(text);
}

void EditorPage::showHelp(const EditorFields::Field &field)
{
    m_help->setText(
        QStringLiteral("<b>%1</b> <code>%2</code>: %3")
            .arg(DisplayText::escaped(field.title), DisplayText::escaped(field.path.toString()), DisplayText::escaped(field.description)));
}

void EditorPage::listSections()
{
    const QSignalBlocker blocker(m_sectionList);
    m_sectionList->clear();
    for (auto *box : m_form->sections())
        m_sectionList->addItem(box->title());
    m_sectionList->setCurrentRow(m_form->sectionAtTop());
    m_sectionList->setFixedWidth(m_sectionList->sizeHintForColumn(0) + 2 * m_sectionList->frameWidth() + 16);
}

void EditorPage::checkAll()
{
    m_showAll = true;
    showProblems();
    if (!m_problems.isEmpty())
        m_form->focusField(
            m_form->shownPath(EditorFields::pathAt(m_session->document(), m_problems.first().line, m_problems.first().column)));
}

void EditorPage::keepAutosave()
{
    m_autosaveTimer.stop();
    if (!isModified())
        return;
    // On the disk thread, in order with the page's other reads and writes there.
    QtConcurrent::run(&m_diskPool, [autosave = m_autosave, bytes = m_session->document().bytes()] {
        QString error;
        return autosave->keep(bytes, &error) ? QString() : error;
    }).then(this, [this](const QString &error) {
        if (!error.isEmpty())
            Q_EMIT statusMessage(tr("Unsaved edits could not be kept aside: %1").arg(error), 0);
    });
}

void EditorPage::discardAutosave()
{
    m_diskPool.start([autosave = m_autosave] { autosave->discard(); });
}

bool EditorPage::writeOverDisk(std::optional<RecipeFile::DiskState> *seen)
{
    const auto look = waitFor(QtConcurrent::run(&m_diskPool, &lookAt, path()));
    *seen = look.state;
    QString how;
    if (!m_session->changedOnDisk(look.state, look.error, &how))
        return true;
    const auto answer =
        PlainMessageBox::warning(this, tr("File Changed on Disk"), tr("%1\n\nOverwrite it with the edited recipe?").arg(how),
                                 QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Save;
}

bool EditorPage::write(RecipeFile file, const QString &target, const std::optional<RecipeFile::DiskState> &seen)
{
    // On the disk thread, after what is queued there: the autosave copy first.
    const auto written = waitFor(QtConcurrent::run(&m_diskPool, [file = std::move(file), target, seen]() mutable {
        RecipeFile::Outcome outcome;
        if (target.isEmpty() ? file.saveOver(seen, &outcome.error, &outcome.changedOnDisk) : file.saveAs(target, &outcome.error))
            outcome.file = std::move(file);
        return outcome;
    }));
    if (!written.file && written.changedOnDisk) {
        // Another program wrote the file after it was looked at: its bytes stay, and
        // the banner offers what a change seen on disk does.
        Q_EMIT statusMessage(tr("Not saved: %1 changed on disk meanwhile").arg(QDir::toNativeSeparators(path())), 8000);
        m_diskConflict = false;
        m_banner->hide();
        showDiskChange(written.error);
        return false;
    }
    if (!written.file) {
        Q_EMIT statusMessage(QString(), 0);
        PlainMessageBox::warning(this, tr("Save Failed"), written.error);
        return false;
    }
    m_session->takeSaved(*written.file);
    return true;
}

bool EditorPage::save()
{
    if (m_saving)
        return false;
    const QScopedValueRollback saving(m_saving, true);
    // What is saved is the recipe as it is now; edits made while it is written stay unsaved.
    auto file = m_session->file();
    Q_EMIT statusMessage(tr("Saving %1...").arg(QDir::toNativeSeparators(path())), 0);
    std::optional<RecipeFile::DiskState> seen;
    if (!writeOverDisk(&seen)) {
        Q_EMIT statusMessage(QString(), 0);
        return false;
    }
    // The edits go aside first: a crash or a kill while saving leaves them there if
    // the file still has the old bytes.
    keepAutosave();
    // Only over the file looked at: a change made since is not overwritten unseen.
    if (!write(std::move(file), {}, seen))
        return false;
    m_diskConflict = false;
    m_banner->hide();
    if (isModified())
        keepAutosave(); // edits made while it was written
    else
        discardAutosave();
    m_showAll = true;
    showModified();
    showProblems();
    Q_EMIT statusMessage(m_problems.isEmpty()
                             ? tr("Saved %1").arg(QDir::toNativeSeparators(path()))
                             : tr("Saved %1 with %n problem(s)", nullptr, int(m_problems.size())).arg(QDir::toNativeSeparators(path())),
                         8000);
    Q_EMIT saved(path());
    return true;
}

bool EditorPage::saveAs(const QString &target)
{
    auto chosen = target;
    if (chosen.isEmpty())
        chosen = QFileDialog::getSaveFileName(this, tr("Save Recipe As"), path(), tr("Recipes (*.yaml *.yml)"));
    if (chosen.isEmpty() || m_saving)
        return false;
    const QScopedValueRollback saving(m_saving, true);
    Q_EMIT statusMessage(tr("Saving %1...").arg(QDir::toNativeSeparators(chosen)), 0);
    if (!write(m_session->file(), chosen))
        return false;
    // The copy kept for the old path goes, on the disk thread, after what is queued there.
    auto *old = m_autosave;
    QtConcurrent::run(&m_diskPool, [old] { old->discard(); }).then(this, [old] { delete old; });
    m_autosave = new RecipeAutosave(path(), this);
    showModified();
    Q_EMIT statusMessage(tr("Saved as %1").arg(QDir::toNativeSeparators(path())), 8000);
    Q_EMIT saved(path());
    return true;
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

void EditorPage::reload()
{
    if (m_reloading)
        return; // read in a moment
    m_reloading = new QFutureWatcher<Read>(this);
    connect(m_reloading, &QFutureWatcher<Read>::finished, this, [this] {
        auto read = m_reloading->result();
        m_reloading->deleteLater();
        m_reloading = nullptr;
        if (!read.file.file) {
            PlainMessageBox::warning(this, tr("Reload Failed"), read.file.error);
            return;
        }
        m_lint = std::move(read.lint);
        m_session->reload(std::move(*read.file.file));
        m_diskConflict = false;
        m_banner->animatedHide();
        Q_EMIT statusMessage(tr("Read %1 again").arg(QDir::toNativeSeparators(path())), 5000);
    });
    m_reloading->setFuture(QtConcurrent::run(&m_diskPool, &EditorPage::read, path(), m_opened));
}

bool EditorPage::showDiff(const QString &name, const QString &title, const QString &explanation, const QByteArray &left, bool offerSave)
{
    QDialog dialog(this);
    dialog.setObjectName(name);
    dialog.setWindowTitle(title.arg(QFileInfo(path()).fileName()));
    auto *diff = new TextDiffView(QStringLiteral("YAML"), &dialog);
    diff->setTexts(QString::fromUtf8(left), QString::fromUtf8(m_session->document().bytes()));
    QTimer::singleShot(0, diff, &TextDiffView::nextChange); // the first change, centred once shown
    auto *buttons = new QDialogButtonBox(offerSave ? QDialogButtonBox::Save | QDialogButtonBox::Close : QDialogButtonBox::Close, &dialog);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(new QLabel(explanation, &dialog));
    layout->addWidget(diff, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    if (offerSave)
        buttons->button(QDialogButtonBox::Save)->setEnabled(isModified());
    dialog.resize(window()->size() * 0.9);
    return dialog.exec() == QDialog::Accepted;
}

void EditorPage::reviewChanges()
{
    if (showDiff(QStringLiteral("reviewChanges"), tr("Review Changes: %1"), tr("Saved file (left) against the edited recipe (right)"),
                 m_session->savedBytes(), true))
        save();
}

void EditorPage::compareWithDisk()
{
    if (m_diskRead)
        return; // the comparison asked for shows in a moment
    m_diskRead = new QFutureWatcher<QByteArray>(this);
    connect(m_diskRead, &QFutureWatcher<QByteArray>::finished, this, [this] {
        const auto disk = m_diskRead->result();
        m_diskRead->deleteLater();
        m_diskRead = nullptr;
        showDiff(QStringLiteral("compareWithDisk"), tr("On Disk and Edited: %1"),
                 tr("The file on disk (left) against the edited recipe (right)"), disk, false);
    });
    // What cannot be read (gone, no longer a file, too large) compares as empty.
    m_diskRead->setFuture(
        QtConcurrent::run(&m_diskPool, [path = path()] { return RecipeFiles::read(path, RecipeLoader::MaxFileBytes).bytes; }));
}

bool EditorPage::maybeClose()
{
    if (m_saving) {
        Q_EMIT statusMessage(tr("%1 is being saved").arg(QFileInfo(path()).fileName()), 5000);
        return false;
    }
    if (isModified()) {
        const auto answer = PlainMessageBox::warning(this, tr("Unsaved Changes"),
                                                     tr("%1 has unsaved changes. Save them?").arg(QFileInfo(path()).fileName()),
                                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save()))
            return false;
    }
    m_autosaveTimer.stop();
    discardAutosave();
    return true;
}

bool EditorPage::restore(const QByteArray &bytes, QString *error)
{
    if (!m_session->replaceBytes(bytes, tr("restore unsaved edits"), error))
        return false;
    m_showAll = true;
    showProblems();
    keepAutosave();
    return true;
}

void EditorPage::checkDisk()
{
    if (m_diskLook) {
        m_lookAgain = true; // the file changed again while it was read
        return;
    }
    m_lookAgain = false;
    // What the answer is compared with: a save or a reload meanwhile changes it, and
    // the answer, which may have been read before, is then looked for again.
    const auto before = m_session->diskState();
    m_diskLook = new QFutureWatcher<DiskLook>(this);
    connect(m_diskLook, &QFutureWatcher<DiskLook>::finished, this, [this, before] {
        const auto look = m_diskLook->result();
        m_diskLook->deleteLater();
        m_diskLook = nullptr;
        if (m_lookAgain || !(m_session->diskState() == before)) {
            checkDisk();
            return;
        }
        QString how;
        if (m_session->changedOnDisk(look.state, look.error, &how))
            showDiskChange(how);
    });
    m_diskLook->setFuture(QtConcurrent::run(&m_diskPool, &lookAt, path()));
}

void EditorPage::showDiskChange(const QString &how)
{
    if (m_diskConflict || m_banner->isVisible())
        return;
    m_banner->setText(
        tr("%1. Reload it (dropping your edits), keep editing (the next save asks before overwriting), or compare it with your edits.")
            .arg(how));
    m_banner->animatedShow();
}
