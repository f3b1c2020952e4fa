// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipepageview.h"

#include "analysis/displaytext.h"
#include "analysis/linkpolicy.h"
#include "codepane.h"
#include "codeview.h"
#include "commandview.h"
#include "historyview.h"
#include "mnemonictext.h"
#include "noteshtml.h"
#include "planhtml.h"
#include "recipe/gpucatalog.h"
#include "recipe/recipeformat.h"
#include "recipe/recipeschema.h"
#include "safetextbrowser.h"
#include "statusbadge.h"

#include <QApplication>
#include <QClipboard>
#include <QCursor>
#include <QDesktopServices>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QScrollBar>
#include <QStackedLayout>
#include <QTabWidget>
#include <QToolButton>
#include <QToolTip>
#include <QUrl>

namespace {

QString escaped(const QString &text)
{
    return DisplayText::escaped(text);
}

// The overview's colours and fonts, from the page's palette and font.
struct Look
{
    QString muted;
    QString border;
    double base;
    QString mono;
};

Look lookOf(const QWidget *page)
{
    return {page->palette().color(QPalette::PlaceholderText).name(), page->palette().color(QPalette::Mid).name(), page->font().pointSizeF(),
            QFontDatabase::systemFont(QFontDatabase::FixedFont).family()};
}

QString heading(const QString &title)
{
    return QStringLiteral("<h3 style=\"margin-top:18px\">%1</h3>").arg(escaped(title));
}

// Model and recipe, status, layout and GPUs.
QString headerHtml(const Recipe &r, const Look &look)
{
    return QStringLiteral("<h2 style=\"margin-bottom:2px\">%1 · %2 "
                          "<span style=\"font-size:%3pt; color:#ffffff; background-color:%4\">&nbsp;%5&nbsp;</span></h2>")
               .arg(escaped(r.model()), escaped(r.name()), QString::number(look.base * 0.85), StatusBadge::colorFor(r.status()).name(),
                    escaped(r.status()))
        + QStringLiteral("<p style=\"color:%1; margin-top:0\">%2 · %3 · <span style=\"font-family:'%4'\">%5</span></p>")
              .arg(look.muted, escaped(r.layoutLabel()), escaped(RecipeOverview::gpus(r)), look.mono, escaped(r.filePath()));
}

QString problemsHtml(const ProblemList &problems, const Look &look)
{
    const auto color = hasErrors(problems) ? QColor(0xd5, 0x5e, 0x00) : QColor(0xe6, 0x9f, 0x00);
    QString html = QStringLiteral("<table width=\"100%\" cellpadding=\"6\" style=\"border: 1px solid %1; margin-bottom: 8px\"><tr><td>"
                                  "<b style=\"color:%1\">%2</b>")
                       .arg(color.name(), RecipePageView::tr("Checks: %n finding(s)", nullptr, int(problems.size())));
    for (const auto &problem : problems)
        html += QStringLiteral("<br>%1 <span style=\"color:%2\">%3</span> %4")
                    .arg(problem.isError() ? QStringLiteral("✖") : QStringLiteral("⚠"), look.muted,
                         RecipePageView::tr("line %1").arg(problem.line), escaped(problem.text()));
    return html + QStringLiteral("</td></tr></table>");
}

// Headline figures, as large as on the site's cards.
QString tilesHtml(const Recipe &r, const Look &look)
{
    const auto &result = r.result();
    QList<std::tuple<QString, QString, QString>> tiles = {{RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu()),
                                                           RecipePageView::tr("tokens/s per GPU"),
                                                           QStringLiteral("result.tokens_per_s_per_gpu")}};
    if (result.usdPerMillionTokens)
        tiles.append({RecipeFormat::usd(result.usdPerMillionTokens), RecipePageView::tr("$ / 1M tokens"),
                      QStringLiteral("result.usd_per_million_tokens")});
    if (result.mfu)
        tiles.append({RecipeFormat::fractionPercent(result.mfu), RecipePageView::tr("MFU"), QStringLiteral("result.mfu")});
    if (result.stepTimeCvPercent)
        tiles.append({RecipeFormat::percent(result.stepTimeCvPercent), RecipePageView::tr("step-time CV"),
                      QStringLiteral("result.step_time_cv_percent")});
    const auto &schema = RecipeSchema::instance();
    QString html = QStringLiteral("<table width=\"100%\" cellspacing=\"8\" cellpadding=\"10\" style=\"margin-left:-8px\"><tr>");
    for (const auto &[value, caption, path] : tiles)
        html += QStringLiteral("<td width=\"25%\" title=\"%5\" style=\"border:1px solid %1\"><span style=\"font-size:%2pt; "
                               "font-weight:bold\">%3</span><br><span style=\"color:%4\">%6</span></td>")
                    .arg(look.border)
                    .arg(look.base * 2.0)
                    .arg(escaped(value), look.muted, escaped(schema.description(path)), escaped(caption));
    return html + QStringLiteral("</tr></table>");
}

// Every field, in the site's order; labels and tooltips come from the schema.
// lineNotes: what git says of each line of the file (the commit that last changed it),
// added to the tooltip of the value on that line.
QString fieldsHtml(const Recipe &r, const QStringList &lineNotes)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    for (const auto &f : RecipeOverview::fields(r)) {
        const int line = r.hasLocation(f.path) ? r.location(f.path).line : 0;
        const auto note = line > 0 ? lineNotes.value(line - 1) : QString();
        const auto valueTip = note.isEmpty() ? f.toolTip : f.toolTip + QStringLiteral("\n\n") + note;
        auto value = escaped(f.value);
        if (const auto target = LinkPolicy::openable(f.link); !target.isEmpty())
            value +=
                QStringLiteral(" (<a href=\"%1\">%2</a>)").arg(escaped(target.toString(QUrl::FullyEncoded)), RecipePageView::tr("cite"));
        else if (!f.link.isEmpty())
            value += QStringLiteral(" (%1)").arg(escaped(f.link));
        html +=
            QStringLiteral("<tr><td align=\"right\" valign=\"top\" title=\"%1\"><b>%2</b></td><td valign=\"top\" title=\"%4\">%3</td></tr>")
                .arg(escaped(f.toolTip), escaped(f.label), value, escaped(valueTip));
    }
    return html + QStringLiteral("</table>");
}

QString stackHtml(const Recipe &r)
{
    const auto &schema = RecipeSchema::instance();
    QString html = heading(RecipePageView::tr("Stack"));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\" title=\"%1\">")
                .arg(escaped(schema.description(QStringLiteral("stack"))));
    for (const auto &[key, value] : r.stack())
        html +=
            QStringLiteral("<tr><td align=\"right\" valign=\"top\" title=\"%1\"><b>%2</b></td><td valign=\"top\">%3</td></tr>")
                .arg(escaped(schema.description(QStringLiteral("stack.") + key)), escaped(RecipeOverview::stackLabel(key)), escaped(value));
    return html + QStringLiteral("</table>");
}

QString environmentHtml(const Recipe &r, const Look &look)
{
    QString html = heading(RecipePageView::tr("Environment"));
    html += QStringLiteral("<ul>");
    for (const auto &[name, value] : r.env())
        html += QStringLiteral("<li><span style=\"font-family:'%1'\">%2=%3</span></li>").arg(look.mono, escaped(name), escaped(value));
    return html + QStringLiteral("</ul>");
}

} // namespace

RecipePageView::RecipePageView(QWidget *parent)
    : QWidget(parent), m_tabs(new QTabWidget(this)), m_overview(new SafeTextBrowser(this)), m_command(new CommandView(this)),
      m_source(new CodePane(QStringLiteral("YAML"), this)), m_history(new HistoryView(this)),
      m_empty(new QLabel(tr("Choose a recipe in the ranking to see all of it here."), this))
{
    setAccessibleName(tr("Recipe page"));
    m_overview->setObjectName(QStringLiteral("overview"));
    m_overview->setAccessibleName(tr("Overview"));
    m_overview->setFrameShape(QFrame::NoFrame);
    m_overview->document()->setDocumentMargin(12);
    connect(m_overview, &QTextBrowser::anchorClicked, this, &RecipePageView::linkActivated);
    connect(m_overview, &QTextBrowser::highlighted, this, &RecipePageView::linkHovered);
    m_command->setObjectName(QStringLiteral("command"));
    m_source->setObjectName(QStringLiteral("source"));
    m_source->view()->setAccessibleName(tr("Recipe source"));
    m_sourceProblem = new QLabel(m_source);
    m_sourceProblem->setObjectName(QStringLiteral("sourceProblem"));
    m_sourceProblem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_sourceProblem->setContentsMargins(6, 0, 0, 0);
    m_sourceProblem->hide();
    m_source->toolRow()->insertWidget(0, m_sourceProblem, 1);
    m_tabs->addTab(m_overview, tr("&Overview"));
    m_tabs->addTab(m_command, tr("Co&mmand"));
    m_tabs->addTab(m_source, tr("&Source"));
    m_history->setObjectName(QStringLiteral("history"));
    m_tabs->addTab(m_history, tr("H&istory"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &RecipePageView::emitWanted);
    m_tabs->setDocumentMode(true);

    auto *copy = new QToolButton(this);
    copy->setObjectName(QStringLiteral("copyBibtex"));
    copy->setText(tr("Copy BibTeX"));
    copy->setToolTip(tr("Copy the citation of this recipe to the clipboard"));
    copy->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    copy->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    connect(copy, &QToolButton::clicked, this, &RecipePageView::copyBibtex);
    auto *compare = new QToolButton(this);
    compare->setObjectName(QStringLiteral("compareWith"));
    compare->setText(tr("Compare with"));
    compare->setToolTip(tr("Compare this recipe with another, side by side"));
    compare->setPopupMode(QToolButton::InstantPopup);
    m_compareMenu = new QMenu(compare);
    compare->setMenu(m_compareMenu);
    // Filled when it opens: a page is opened far more often than its menu.
    connect(m_compareMenu, &QMenu::aboutToShow, this, &RecipePageView::compareCandidatesWanted);
    auto *corner = new QWidget(this);
    corner->setObjectName(QStringLiteral("corner"));
    auto *cornerLayout = new QHBoxLayout(corner);
    cornerLayout->setContentsMargins(0, 0, 0, 0);
    cornerLayout->addWidget(compare);
    cornerLayout->addWidget(copy);
    m_tabs->setCornerWidget(corner, Qt::TopRightCorner);

    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setEnabled(false);
    auto *stack = new QStackedLayout(this);
    stack->addWidget(m_empty);
    stack->addWidget(m_tabs);
    clear();
}

void RecipePageView::clear()
{
    m_hasRecipe = false;
    m_recipe = {};
    m_overview->clear();
    m_command->setRecipe({});
    m_source->view()->setCode({});
    static_cast<QStackedLayout *>(layout())->setCurrentWidget(m_empty);
}

void RecipePageView::setRecipe(const Recipe &recipe, const QList<RecipeOverview::OtherGpu> &otherGpus, const ProblemList &problems)
{
    m_recipe = recipe;
    m_otherGpus = otherGpus;
    m_problems = problems;
    m_lineNotes.clear(); // the file's before, if it changed
    m_hasRecipe = true;
    render();
    m_command->setRecipe(recipe);
    m_sourceProblem->hide();
    m_source->view()->setCode(recipe.isListing() ? tr("# Listing only: figures from %1.\n").arg(recipe.listingSource())
                                                 : QString::fromUtf8(recipe.source()));
    for (QWidget *page : {static_cast<QWidget *>(m_overview), static_cast<QWidget *>(m_command), static_cast<QWidget *>(m_history)})
        m_tabs->setTabEnabled(m_tabs->indexOf(page), !recipe.isListing() || page != m_history);
    static_cast<QStackedLayout *>(layout())->setCurrentWidget(m_tabs);
    emitWanted();
}

void RecipePageView::emitWanted()
{
    if (!m_hasRecipe || m_recipe.isListing())
        return;
    if (isShowing(Tab::History))
        Q_EMIT historyWanted(m_recipe.filePath());
    else if (isShowing(Tab::Source) || isShowing(Tab::Overview))
        Q_EMIT blameWanted(m_recipe.filePath());
}

void RecipePageView::setPlan(const CostedPlan &plan)
{
    if (plan == m_plan)
        return;
    m_plan = plan;
    if (m_hasRecipe)
        render();
}

void RecipePageView::setLineNotes(const QStringList &notes)
{
    m_lineNotes = notes;
    m_source->view()->setLineNotes(notes);
    render();
}

bool RecipePageView::isShowing(Tab tab) const
{
    const QWidget *pages[] = {m_overview, m_command, m_source, m_history};
    return m_tabs->currentWidget() == pages[int(tab)];
}

QString RecipePageView::overviewText() const
{
    return m_overview->toPlainText();
}

void RecipePageView::showSource(const QString &file, const QString &text, int line, int column, const QString &message)
{
    if (!m_hasRecipe || m_recipe.filePath() != file) {
        m_hasRecipe = false;
        m_recipe = {};
        m_overview->clear();
        m_command->setRecipe({});
        for (QWidget *page : {static_cast<QWidget *>(m_overview), static_cast<QWidget *>(m_command), static_cast<QWidget *>(m_history)})
            m_tabs->setTabEnabled(m_tabs->indexOf(page), false);
        m_source->view()->setCode(text);
    }
    static_cast<QStackedLayout *>(layout())->setCurrentWidget(m_tabs);
    m_tabs->setCurrentWidget(m_source);
    m_source->view()->markPosition(line, column, message);
    m_source->view()->setFocus();
    m_sourceProblem->setText(
        QStringLiteral("<b>%1:%2:%3</b> %4")
            .arg(DisplayText::escaped(file), QString::number(line), QString::number(column), DisplayText::escaped(message)));
    m_sourceProblem->show();
}

void RecipePageView::setCanCompare(bool canCompare)
{
    m_canCompare = canCompare;
    m_compareMenu->setEnabled(m_canCompare || m_revisionsOffered);
}

void RecipePageView::setRevisionsOffered(bool offered, const QString &whyNot)
{
    m_revisionsOffered = offered;
    m_noRevisionsWhy = whyNot;
    m_compareMenu->setEnabled(m_canCompare || m_revisionsOffered);
}

void RecipePageView::addRevisionEntries()
{
    m_compareMenu->addSeparator();
    auto *head = m_compareMenu->addAction(tr("The Commit Checked Out (HEAD)"), this,
                                          [this] { Q_EMIT compareWithRevisionRequested(QStringLiteral("HEAD")); });
    head->setObjectName(QStringLiteral("compareWithHead"));
    auto *other = m_compareMenu->addAction(tr("A Git Revision…"), this, [this] { Q_EMIT compareWithRevisionRequested({}); });
    other->setObjectName(QStringLiteral("compareWithRevision"));
    for (auto *action : {head, other}) {
        action->setEnabled(m_revisionsOffered);
        action->setToolTip(m_revisionsOffered ? QString() : DisplayText::toolTip(tr("No git history: %1").arg(m_noRevisionsWhy)));
    }
    m_compareMenu->setToolTipsVisible(true);
}

void RecipePageView::setCompareCandidates(const QList<std::pair<QString, QString>> &candidates, qsizetype more)
{
    m_compareMenu->clear();
    for (const auto &[file, label] : candidates)
        m_compareMenu->addAction(MnemonicText::escaped(label), this, [this, file] { Q_EMIT compareRequested(file); });
    if (more > 0) {
        m_compareMenu->addSeparator();
        m_compareMenu->addAction(tr("%n more recipe(s): select two rows of the ranking and compare them (Ctrl+D)", nullptr, int(more)))
            ->setEnabled(false);
    }
    addRevisionEntries();
}

std::optional<RecipePageView::Tab> RecipePageView::tabFromName(QStringView name)
{
    if (name == u"overview")
        return Tab::Overview;
    if (name == u"command")
        return Tab::Command;
    if (name == u"source")
        return Tab::Source;
    return std::nullopt;
}

void RecipePageView::showTab(Tab tab)
{
    switch (tab) {
    case Tab::Overview: m_tabs->setCurrentWidget(m_overview); return;
    case Tab::Command: m_tabs->setCurrentWidget(m_command); return;
    case Tab::Source: m_tabs->setCurrentWidget(m_source); return;
    case Tab::History: m_tabs->setCurrentWidget(m_history); return;
    }
}

void RecipePageView::copyBibtex()
{
    if (m_hasRecipe)
        QApplication::clipboard()->setText(RecipeOverview::bibtex(m_recipe));
}

void RecipePageView::render()
{
    const auto scroll = m_overview->verticalScrollBar()->value();
    m_overview->setHtml(overviewHtml());
    m_overview->verticalScrollBar()->setValue(scroll);
}

void RecipePageView::changeEvent(QEvent *event)
{
    if (m_hasRecipe && (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange))
        render();
    QWidget::changeEvent(event);
}

void RecipePageView::linkActivated(const QUrl &url)
{
    if (url.scheme() == QLatin1String("recipe"))
        Q_EMIT recipeRequested(url.path());
    else if (url.scheme() == QLatin1String("action") && url.path() == QLatin1String("command"))
        m_tabs->setCurrentWidget(m_command);
    else if (url.scheme() == QLatin1String("action") && url.path() == QLatin1String("copy-bibtex"))
        copyBibtex();
    else if (const auto target = LinkPolicy::openable(url); !target.isEmpty())
        QDesktopServices::openUrl(target);
}

void RecipePageView::linkHovered(const QUrl &url)
{
    // A web link opens only where its whole address has been shown: in the status bar
    // and in a tooltip, never only its text, which a recipe may word as it likes.
    const auto target = LinkPolicy::openable(url);
    if (target.isEmpty()) {
        QToolTip::hideText();
        Q_EMIT statusMessage({}, 0);
        return;
    }
    const auto address = target.toString(QUrl::FullyEncoded);
    QToolTip::showText(QCursor::pos(), DisplayText::toolTipLine(tr("Opens %1").arg(address)), m_overview->viewport());
    Q_EMIT statusMessage(tr("Opens %1").arg(address), 0);
}

QString RecipePageView::overviewHtml() const
{
    if (m_recipe.isListing())
        return listingHtml();
    const auto &r = m_recipe;
    const auto look = lookOf(this);
    QString html = QStringLiteral("<html><body style=\"font-size:%1pt\">").arg(look.base);
    html += headerHtml(r, look);
    // What lint finds, before the figures it may put in doubt.
    if (!m_problems.isEmpty())
        html += problemsHtml(m_problems, look);
    html += tilesHtml(r, look);
    // The run planned, beside the figures it is made of.
    html += PlanHtml::of(r, m_plan);
    html += fieldsHtml(r, m_lineNotes);
    if (!r.stack().isEmpty())
        html += stackHtml(r);
    if (!r.env().isEmpty())
        html += environmentHtml(r, look);
    html += heading(tr("Command"));
    html += QStringLiteral("<p>%1 <a href=\"action:command\">%2</a></p>")
                .arg(escaped(tr("The exact command of the measured run, %n line(s).", nullptr, int(r.run().count(u'\n')))),
                     tr("Show the command"));
    if (!r.notes().isEmpty()) {
        html += heading(tr("Notes"));
        // Notes are Markdown bullets: render them as the site does, as text and web links only.
        html += NotesHtml::fromMarkdown(r.notes());
    }
    html += heading(tr("Citation"));
    html += QStringLiteral("<p>%1 <a href=\"action:copy-bibtex\">%2</a></p>")
                .arg(escaped(tr("If you use a recipe by %1, please cite it.").arg(r.author().name)), tr("Copy BibTeX"));
    html += QStringLiteral("<pre style=\"font-family:'%1'\">%2</pre>").arg(look.mono, escaped(RecipeOverview::bibtex(r)));
    html += heading(tr("%1 on other GPUs").arg(r.model()));
    html += otherGpusHtml();
    html += QStringLiteral("</body></html>");
    return html;
}

QString RecipePageView::otherGpusHtml() const
{
    // The site's cross-GPU cards.
    const auto &r = m_recipe;
    const auto look = lookOf(this);
    // Cards in order of GPU generation, this page's among them, as the site lays them out.
    QList<std::pair<int, QString>> cards;
    auto card = [&](const QString &gpuType, const QString &title, double tokens, std::optional<double> usd, const QString &file,
                    bool listing) {
        auto number = QStringLiteral("<span style=\"font-size:%1pt; font-weight:bold\">%2</span>")
                          .arg(look.base * 1.6)
                          .arg(RecipeFormat::tokensPerSecondShort(tokens));
        // The link names the file as it is (marks are for what is shown).
        if (!file.isEmpty())
            number = QStringLiteral("<a href=\"recipe:%1\">%2</a>").arg(file.toHtmlEscaped(), number);
        cards.append({GpuCatalog::current()->order(gpuType),
                      QStringLiteral("<td style=\"border:1px solid %1\">%2<br>%3<br><span style=\"color:%4\">%5</span>%6</td>")
                          .arg(look.border, escaped(title), number, look.muted,
                               escaped(tr("tokens/s/GPU · %1 / 1M tokens").arg(RecipeFormat::usd(usd))),
                               listing ? QStringLiteral("<br><i style=\"color:%1\">%2</i>").arg(look.muted, escaped(tr("listing only")))
                                       : QString())});
    };
    card(r.gpuType(), tr("%1 · %2 GPUs · this page").arg(r.gpuType(), QString::number(r.gpuCount())), r.tokensPerSecondPerGpu(),
         r.usdPerMillionTokens(), {}, r.isListing());
    for (const auto &other : m_otherGpus)
        card(other.gpuType, tr("%1 · %2 GPUs").arg(other.gpuType, QString::number(other.gpus)), other.tokensPerSecondPerGpu,
             other.usdPerMillionTokens, other.filePath, other.listingOnly);
    std::stable_sort(cards.begin(), cards.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QString html = QStringLiteral("<table cellspacing=\"8\" cellpadding=\"10\" style=\"margin-left:-8px\"><tr>");
    for (const auto &[generation, cell] : std::as_const(cards))
        html += cell;
    html += QStringLiteral("</tr></table>");
    if (m_otherGpus.isEmpty())
        html += QStringLiteral("<p style=\"color:%1\">%2</p>")
                    .arg(look.muted, escaped(tr("No recipe of %1 on another GPU type is open.").arg(r.model())));
    return html;
}

QString RecipePageView::listingHtml() const
{
    // A listing is not a recipe: its figures and where they come from, nothing more.
    const auto &r = m_recipe;
    const auto look = lookOf(this);
    QString html = QStringLiteral("<html><body style=\"font-size:%1pt\">").arg(look.base);
    html += QStringLiteral("<h2 style=\"margin-bottom:2px\">%1 on %2 x %3 "
                           "<span style=\"font-size:%4pt; color:#ffffff; background-color:%5\">&nbsp;%6&nbsp;</span></h2>")
                .arg(escaped(r.model()), QString::number(r.gpuCount()), escaped(r.gpuType()), QString::number(look.base * 0.85),
                     StatusBadge::colorFor({}).name(), escaped(tr("listing only")));
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"8\" cellpadding=\"10\" style=\"margin-left:-8px\"><tr>");
    auto tile = [&](const QString &value, const QString &caption) {
        html += QStringLiteral("<td width=\"25%\" style=\"border:1px solid %1\"><span style=\"font-size:%2pt; font-weight:bold\">%3"
                               "</span><br><span style=\"color:%4\">%5</span></td>")
                    .arg(look.border)
                    .arg(look.base * 2.0)
                    .arg(escaped(value), look.muted, escaped(caption));
    };
    tile(RecipeFormat::tokensPerSecond(r.tokensPerSecondPerGpu()), tr("tokens/s per GPU"));
    if (r.usdPerMillionTokens())
        tile(RecipeFormat::usd(r.usdPerMillionTokens()), tr("$ / 1M tokens"));
    html += QStringLiteral("<td width=\"50%\"></td></tr></table>");
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(escaped(tr("Listing only.")),
                     escaped(tr("These figures come from %1. The recipe behind them (its layout, command, stack and checks) "
                                "is not published, so nothing else about it is known.")
                                 .arg(r.listingSource())));
    html += heading(tr("%1 on other GPUs").arg(r.model()));
    html += otherGpusHtml();
    html += QStringLiteral("</body></html>");
    return html;
}

void RecipePageView::addCornerAction(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    auto *corner = m_tabs->cornerWidget(Qt::TopRightCorner);
    static_cast<QHBoxLayout *>(corner->layout())->insertWidget(0, button);
}
