// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/gpucatalog.h"

#include "recipe/parsedyaml.h"
#include "recipe/recipefiles.h"

#include <QCryptographicHash>
#include <QFile>
#include <QMutex>
#include <QRegularExpression>
#include <QSet>

#include <yaml-cpp/exceptions.h>

#include <cmath>

namespace {

constexpr qint64 MaxCatalogBytes = 1024 * 1024;

// Reads one catalogue file; every fault a problem at its place.
class CatalogReader
{
public:
    CatalogReader(const ParsedYaml &document, const QString &file, ProblemList &problems)
        : m_document(document), m_file(file), m_problems(problems)
    { }

    QList<GpuCatalog::Gpu> entries()
    {
        QList<GpuCatalog::Gpu> gpus;
        const int root = m_document.root();
        if (root == ParsedYaml::None)
            return gpus;
        if (!m_document.isMap(root)) {
            fail(root, QStringLiteral("a catalogue is a mapping of GPU types to their facts"));
            return gpus;
        }
        QSet<QString> seen;
        for (int i = 0; i < m_document.size(root); ++i) {
            const int key = m_document.key(root, i);
            const auto name = m_document.text(key).trimmed();
            if (!m_document.isScalar(key) || name.isEmpty() || GpuCatalog::key(name).isEmpty()) {
                fail(key, QStringLiteral("a GPU type is named by a text"));
                continue;
            }
            if (seen.contains(GpuCatalog::key(name))) {
                fail(key, QStringLiteral("%1 is in the catalogue twice").arg(name));
                continue;
            }
            seen.insert(GpuCatalog::key(name));
            if (auto gpu = entry(name, m_document.value(root, i)))
                gpus.append(*gpu);
        }
        return gpus;
    }

private:
    std::optional<GpuCatalog::Gpu> entry(const QString &name, int node)
    {
        if (!m_document.isMap(node)) {
            fail(node, QStringLiteral("%1: its facts are a mapping (vendor, memory_gb, board_watts, ...)").arg(name));
            return std::nullopt;
        }
        GpuCatalog::Gpu gpu;
        gpu.name = name;
        const auto before = m_problems.size();
        for (int i = 0; i < m_document.size(node); ++i)
            field(gpu, m_document.text(m_document.key(node, i)), m_document.key(node, i), m_document.value(node, i));
        if (m_problems.size() != before)
            return std::nullopt;
        return gpu;
    }

    void field(GpuCatalog::Gpu &gpu, const QString &key, int keyNode, int value)
    {
        if (key == QLatin1String("vendor"))
            gpu.vendor = text(value);
        else if (key == QLatin1String("names"))
            gpu.names = texts(value);
        else if (key == QLatin1String("memory_gb"))
            gpu.memoryGb = numbers(value);
        else if (key == QLatin1String("board_watts"))
            gpu.boardWatts = number(value);
        else if (key == QLatin1String("peak_bf16_tflops"))
            gpu.peakBf16 = tera(number(value));
        else if (key == QLatin1String("peak_fp8_tflops"))
            gpu.peakFp8 = tera(number(value));
        else if (key == QLatin1String("price"))
            gpu.price = price(value);
        else if (key == QLatin1String("colour"))
            gpu.colour = colour(value);
        else
            fail(keyNode,
                 QStringLiteral("unknown key '%1' (known: vendor, names, memory_gb, board_watts, peak_bf16_tflops, "
                                "peak_fp8_tflops, price, colour)")
                     .arg(key));
    }

    static std::optional<double> tera(std::optional<double> value) { return value ? std::optional(*value * 1e12) : std::nullopt; }

    bool isNull(int node) const
    {
        if (m_document.isNull(node))
            return true;
        const auto t = m_document.text(node);
        return m_document.isScalar(node) && m_document.tag(node) == "?" && (t == QLatin1String("null") || t == QLatin1String("~"));
    }

    QString text(int node)
    {
        if (!m_document.isScalar(node)) {
            fail(node, QStringLiteral("a text is expected here"));
            return {};
        }
        return m_document.text(node).trimmed();
    }

    QStringList texts(int node)
    {
        QStringList out;
        if (!m_document.isSequence(node)) {
            fail(node, QStringLiteral("a list of texts is expected here"));
            return out;
        }
        for (int i = 0; i < m_document.size(node); ++i)
            out << text(m_document.item(node, i));
        return out;
    }

    // A positive, finite number; nullopt for null.
    std::optional<double> number(int node)
    {
        if (isNull(node))
            return std::nullopt;
        bool ok = false;
        const double value = m_document.isScalar(node) ? m_document.text(node).trimmed().toDouble(&ok) : 0;
        if (!ok || !std::isfinite(value) || value <= 0) {
            fail(node, QStringLiteral("a number above 0 is expected here"));
            return std::nullopt;
        }
        return value;
    }

    QList<double> numbers(int node)
    {
        QList<double> out;
        if (!m_document.isSequence(node)) {
            fail(node, QStringLiteral("a list of numbers is expected here"));
            return out;
        }
        for (int i = 0; i < m_document.size(node); ++i)
            if (const auto value = number(m_document.item(node, i)))
                out << *value;
        return out;
    }

    std::optional<GpuCatalog::Price> price(int node)
    {
        if (isNull(node))
            return std::nullopt;
        const int usd = m_document.isMap(node) ? m_document.find(node, "usd_per_gpu_hour") : ParsedYaml::None;
        if (usd == ParsedYaml::None) {
            fail(node, QStringLiteral("a price is {usd_per_gpu_hour: N, instance: TEXT}"));
            return std::nullopt;
        }
        GpuCatalog::Price out;
        out.usdPerGpuHour = number(usd).value_or(0);
        if (const int instance = m_document.find(node, "instance"); instance != ParsedYaml::None)
            out.instance = text(instance);
        return out;
    }

    QString colour(int node)
    {
        static const QRegularExpression hex(QStringLiteral("^#[0-9a-fA-F]{6}$"));
        const auto value = text(node);
        if (!hex.match(value).hasMatch()) {
            fail(node, QStringLiteral("a colour is written #rrggbb"));
            return {};
        }
        return value.toLower();
    }

    void fail(int node, const QString &message)
    {
        const auto mark = m_document.mark(node);
        m_problems.append(
            {m_file, mark.is_null() ? 1 : mark.line + 1, mark.is_null() ? 1 : mark.column + 1, Problem::Severity::Error, message});
    }

    const ParsedYaml &m_document;
    const QString &m_file;
    ProblemList &m_problems;
};

QMutex currentLock;
std::shared_ptr<const GpuCatalog> &currentCatalog()
{
    static std::shared_ptr<const GpuCatalog> catalog = std::make_shared<const GpuCatalog>(GpuCatalog::bundled());
    return catalog;
}

} // namespace

const GpuCatalog &GpuCatalog::bundled()
{
    static const GpuCatalog catalog = [] {
        QFile file(QStringLiteral(":/tables/gpu-catalog.yaml"));
        ProblemList problems;
        std::optional<GpuCatalog> read;
        if (file.open(QIODevice::ReadOnly))
            read = GpuCatalog::read(file.readAll(), file.fileName(), &problems);
        // The program's own file: a fault in it is the build's, and no test lets one through.
        Q_ASSERT(read && problems.isEmpty());
        return read.value_or(GpuCatalog());
    }();
    return catalog;
}

std::shared_ptr<const GpuCatalog> GpuCatalog::current()
{
    const QMutexLocker locker(&currentLock);
    return currentCatalog();
}

ProblemList GpuCatalog::setUserFile(const QString &path)
{
    if (path.isEmpty()) {
        const QMutexLocker locker(&currentLock);
        currentCatalog() = std::make_shared<const GpuCatalog>(bundled());
        return {};
    }
    const auto contents = RecipeFiles::read(path, MaxCatalogBytes);
    if (!contents.why.isEmpty())
        return {{path, 1, 1, Problem::Severity::Error, QStringLiteral("cannot read the GPU catalogue: %1").arg(contents.why)}};
    ProblemList problems;
    const auto user = read(contents.bytes, path, &problems);
    if (!user)
        return problems;
    auto catalog = bundled().with(*user);
    catalog.m_stamp = QCryptographicHash::hash(QByteArray(path.toUtf8() + '\n' + contents.bytes), QCryptographicHash::Sha256);
    const QMutexLocker locker(&currentLock);
    currentCatalog() = std::make_shared<const GpuCatalog>(std::move(catalog));
    return {};
}

std::optional<GpuCatalog> GpuCatalog::read(const QByteArray &bytes, const QString &file, ProblemList *problems)
{
    ProblemList found;
    GpuCatalog catalog;
    try {
        const auto bom = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
        const auto document = ParsedYaml::parse(std::string_view(bytes.constData() + bom, size_t(bytes.size() - bom)));
        catalog.m_gpus = CatalogReader(document, file, found).entries();
        if (catalog.m_gpus.size() > MostTypes)
            found.append({file, 1, 1, Problem::Severity::Error, QStringLiteral("a catalogue holds at most %1 GPU types").arg(MostTypes)});
        catalog.reindex();
    } catch (const YAML::Exception &e) {
        found.append({file, e.mark.is_null() ? 1 : e.mark.line + 1, e.mark.is_null() ? 1 : e.mark.column + 1, Problem::Severity::Error,
                      QString::fromStdString(e.msg)});
    }
    if (problems)
        *problems += found;
    if (!found.isEmpty())
        return std::nullopt;
    return catalog;
}

QString GpuCatalog::key(const QString &name)
{
    // A collection names few GPU types, each many times: each thread remembers its last few.
    thread_local QHash<QString, QString> known;
    if (const auto it = known.constFind(name); it != known.cend())
        return *it;
    if (known.size() > 1024)
        known.clear();
    return *known.insert(name, keyOf(name));
}

QString GpuCatalog::keyOf(const QString &name)
{
    static const QSet<QString> dropped = {QStringLiteral("NVIDIA"), QStringLiteral("AMD"),  QStringLiteral("INSTINCT"),
                                          QStringLiteral("TESLA"),  QStringLiteral("SXM"),  QStringLiteral("SXM4"),
                                          QStringLiteral("SXM5"),   QStringLiteral("SXM6"), QStringLiteral("OAM"),
                                          QStringLiteral("PCIE"),   QStringLiteral("GPU")};
    static const QRegularExpression memory(QStringLiteral("^\\d+(\\.\\d+)?GB$"));
    auto words = name.toUpper().replace(u'-', u' ').replace(u'_', u' ').split(u' ', Qt::SkipEmptyParts);
    words.removeIf([](const QString &word) { return dropped.contains(word) || memory.match(word).hasMatch(); });
    return words.join(QString());
}

const GpuCatalog::Gpu *GpuCatalog::find(const QString &name) const
{
    const auto at = m_index.constFind(key(name));
    return at == m_index.cend() ? nullptr : &m_gpus.at(*at);
}

void GpuCatalog::reindex()
{
    m_index.clear();
    for (qsizetype i = 0; i < m_gpus.size(); ++i) {
        m_index.insert(key(m_gpus.at(i).name), i);
        for (const auto &other : m_gpus.at(i).names)
            if (!m_index.contains(key(other)))
                m_index.insert(key(other), i);
    }
    m_index.remove(QString());
}

int GpuCatalog::order(const QString &name) const
{
    const auto *gpu = find(name);
    return gpu ? int(gpu - m_gpus.constData()) : int(m_gpus.size());
}

std::optional<double> GpuCatalog::peakFlops(const QString &name, const QString &precision) const
{
    const auto *gpu = find(name);
    if (!gpu)
        return std::nullopt;
    // An FP8 workload against the FP8 peak alone: against BF16's it would seem to exceed it.
    return precision.contains(QLatin1String("fp8"), Qt::CaseInsensitive) ? gpu->peakFp8 : gpu->peakBf16;
}

std::optional<double> GpuCatalog::mfu(double activeParams, double tokensPerSecondPerGpu, const QString &name,
                                      const QString &precision) const
{
    const auto peak = peakFlops(name, precision);
    if (!peak || activeParams <= 0)
        return std::nullopt;
    return 6.0 * activeParams * tokensPerSecondPerGpu / *peak;
}

GpuCatalog GpuCatalog::with(const GpuCatalog &over) const
{
    GpuCatalog out = *this;
    for (const auto &entry : over.m_gpus) {
        const auto *known = out.find(entry.name);
        if (!known) {
            out.m_gpus.append(entry);
            out.reindex();
            continue;
        }
        auto &gpu = out.m_gpus[known - out.m_gpus.constData()];
        if (!entry.vendor.isEmpty())
            gpu.vendor = entry.vendor;
        gpu.names += entry.names;
        if (!entry.memoryGb.isEmpty())
            gpu.memoryGb = entry.memoryGb;
        gpu.boardWatts = entry.boardWatts ? entry.boardWatts : gpu.boardWatts;
        gpu.peakBf16 = entry.peakBf16 ? entry.peakBf16 : gpu.peakBf16;
        gpu.peakFp8 = entry.peakFp8 ? entry.peakFp8 : gpu.peakFp8;
        gpu.price = entry.price ? entry.price : gpu.price;
        if (!entry.colour.isEmpty())
            gpu.colour = entry.colour;
    }
    out.reindex(); // the names an entry added
    return out;
}
