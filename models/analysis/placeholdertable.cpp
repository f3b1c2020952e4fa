// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysis/placeholdertable.h"

#include <QObject>
#include <QRegularExpression>

#include <algorithm>

const QList<PlaceholderTable::Placeholder> &PlaceholderTable::all()
{
    static const QList<Placeholder> table = {
        {QStringLiteral("${MODEL_ARGS[@]}"),
         QObject::tr("The model's architecture arguments (layers, hidden size, heads, experts...), from the framework's "
                     "scripts/models/<model>.sh for this model")},
        {QStringLiteral("$HF_CKPT"), QObject::tr("Path of the Hugging Face checkpoint of the model (weights and tokenizer)")},
        {QStringLiteral("$TORCH_DIST"), QObject::tr("Path of the checkpoint converted to Megatron's torch_dist format")},
        {QStringLiteral("$SFT_DATA"), QObject::tr("Path of the built training rows (the Parquet file named under Rows)")},
        {QStringLiteral("$PROFILE_DIR"), QObject::tr("Folder for TensorBoard logs of the run")},
        {QStringLiteral("$NVLINK_COUNT"),
         QObject::tr("Number of NVLink connections of a GPU on this machine; 0 turns NCCL's NVLink SHARP off")},
        {QStringLiteral("<slime entry module>"), QObject::tr("The slime training entry module of your installation (e.g. train_async)")},
    };
    return table;
}

QList<PlaceholderTable::Occurrence> PlaceholderTable::find(const QString &script)
{
    QList<Occurrence> found;
    for (const auto &p : all()) {
        // $NAME also appears as "$NAME" or ${NAME}; a longer name must not match ($HF_CKPT_DIR).
        QString pattern = QRegularExpression::escape(p.text);
        if (p.text.startsWith(u'$') && !p.text.startsWith(QLatin1String("${")))
            pattern += QStringLiteral("(?![A-Za-z0-9_])");
        const QRegularExpression expression(pattern);
        for (auto it = expression.globalMatch(script); it.hasNext();) {
            const auto m = it.next();
            found.append({m.capturedStart(), m.capturedLength(), 0, p});
        }
    }
    std::sort(found.begin(), found.end(), [](const Occurrence &a, const Occurrence &b) { return a.offset < b.offset; });
    // Lines counted on from the occurrence before, so that the script is read once.
    int line = 1;
    qsizetype counted = 0;
    for (auto &o : found) {
        line += int(QStringView(script).sliced(counted, o.offset - counted).count(u'\n'));
        counted = o.offset;
        o.line = line;
    }
    return found;
}

QList<PlaceholderTable::Placeholder> PlaceholderTable::used(const QString &script)
{
    return used(find(script));
}

QList<PlaceholderTable::Placeholder> PlaceholderTable::used(const QList<Occurrence> &occurrences)
{
    QList<Placeholder> list;
    for (const auto &o : occurrences)
        if (std::none_of(list.cbegin(), list.cend(), [&o](const Placeholder &p) { return p.text == o.placeholder.text; }))
            list.append(o.placeholder);
    return list;
}
