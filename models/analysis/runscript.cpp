// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/runscript.h"

#include "analysis/placeholdertable.h"

#include <QRegularExpression>

QString RunScript::shellValue(const QString &value)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:=,+-]*$"));
    if (value.startsWith(QLatin1String("$(")) || value.startsWith(QLatin1String("${")) || plain.match(value).hasMatch())
        return value;
    auto quoted = value;
    quoted.replace(u'\'', QStringLiteral("'\\''"));
    return u'\'' + quoted + u'\'';
}

QString RunScript::build(const Recipe &recipe)
{
    QString script = QStringLiteral("#!/usr/bin/env bash\n");
    script += QStringLiteral("# %1 on %2 x %3: %4 (%5)\n")
                  .arg(recipe.model())
                  .arg(recipe.gpuCount())
                  .arg(recipe.gpuType(), recipe.layoutLabel(), recipe.name());
    script += QStringLiteral("# Measured %1 tokens/s per GPU on %2.\n").arg(recipe.tokensPerSecondPerGpu()).arg(recipe.result().measured);
    const auto placeholders = PlaceholderTable::used(recipe.run());
    if (!placeholders.isEmpty()) {
        script += QStringLiteral("#\n# Fill in before running:\n");
        for (const auto &p : placeholders)
            script += QStringLiteral("#   %1: %2\n").arg(p.text, p.description);
    }
    script += QStringLiteral("set -euo pipefail\n\n");
    for (const auto &[name, value] : recipe.env())
        script += QStringLiteral("export %1=%2\n").arg(name, shellValue(value));
    script += u'\n' + recipe.run();
    if (!script.endsWith(u'\n'))
        script += u'\n';
    return script;
}
