// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "safetextbrowser.h"

#include <QImage>
#include <QTextDocument>

SafeTextBrowser::SafeTextBrowser(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
}

bool SafeTextBrowser::isOwnResource(const QUrl &name)
{
    return name.scheme() == QLatin1String("qrc") && name.host().isEmpty();
}

QVariant SafeTextBrowser::loadResource(int type, const QUrl &name)
{
    if (isOwnResource(name))
        return QTextBrowser::loadResource(type, name);
    // Something, not nothing: for a null answer QTextDocument reads the path itself.
    if (type == QTextDocument::ImageResource) {
        QImage empty(1, 1, QImage::Format_ARGB32);
        empty.fill(Qt::transparent);
        return empty;
    }
    return QByteArray();
}
