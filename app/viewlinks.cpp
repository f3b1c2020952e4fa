// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "viewlinks.h"

#include "analysis/viewlink.h"
#include "mainwindow.h"
#include "viewcapture.h"
#include "viewopener.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QInputDialog>
#include <QMimeData>

ViewLinks::ViewLinks(MainWindow *window)
    : QObject(window), m_window(window), m_opener(new ViewOpener(window)), m_copyLink(new QAction(tr("Copy Lin&k to This View"), this)),
      m_copyCommand(new QAction(tr("Copy View as Comman&d Line"), this)), m_openLink(new QAction(tr("Open Lin&k..."), this))
{
    m_copyLink->setObjectName(QStringLiteral("copyViewLink"));
    m_copyLink->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_L));
    m_copyLink->setToolTip(tr("A recipe-explorer: link that opens this page, recipe, comparison, filters, chart and plan"));
    m_copyCommand->setObjectName(QStringLiteral("copyViewCommand"));
    m_copyCommand->setToolTip(tr("The command that opens this view: recipe-explorer --view '...'"));
    m_openLink->setObjectName(QStringLiteral("openViewLink"));
    m_openLink->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_openLink->setToolTip(tr("Show the view a recipe-explorer: link asks for; it never changes, runs or saves anything"));
    connect(m_copyLink, &QAction::triggered, this, &ViewLinks::copyLink);
    connect(m_copyCommand, &QAction::triggered, this, &ViewLinks::copyCommand);
    connect(m_openLink, &QAction::triggered, this, &ViewLinks::openLink);
    connect(m_opener, &ViewOpener::statusMessage, this, &ViewLinks::statusMessage);
}

QString ViewLinks::currentLink() const
{
    return ViewLink::toUrl(ViewCapture::of(*m_window)).toString(QUrl::FullyEncoded);
}

QString ViewLinks::linkIn(const QString &pasted)
{
    auto text = pasted.trimmed();
    const auto start = text.indexOf(ViewLink::scheme() + u':', 0, Qt::CaseInsensitive);
    if (start > 0) { // recipe-explorer --view 'LINK'
        text = text.mid(start);
        if (text.endsWith(u'\''))
            text.chop(1);
    }
    return text;
}

void ViewLinks::copyLink()
{
    const auto link = currentLink();
    auto *data = new QMimeData;
    data->setText(link);
    data->setUrls({QUrl(link, QUrl::StrictMode)});
    QApplication::clipboard()->setMimeData(data);
    Q_EMIT statusMessage(tr("Copied a link to this view"), 4000);
}

void ViewLinks::copyCommand()
{
    QApplication::clipboard()->setText(ViewLink::commandLine(QUrl(currentLink(), QUrl::StrictMode)));
    Q_EMIT statusMessage(tr("Copied the command that opens this view"), 4000);
}

void ViewLinks::openLink()
{
    bool ok = false;
    // A link on the clipboard is offered; any other text is not.
    const auto clipboard = linkIn(QApplication::clipboard()->text().left(ViewLink::MaxLength).section(u'\n', 0, 0));
    const auto pasted = QInputDialog::getText(m_window, tr("Open View Link"), tr("&Link (recipe-explorer:view?...):"), QLineEdit::Normal,
                                              ViewLink::isLink(clipboard) ? clipboard : QString(), &ok);
    if (ok && !pasted.trimmed().isEmpty())
        m_opener->open(linkIn(pasted));
}
