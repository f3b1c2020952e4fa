// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "repository/gitsimilarity.h"

#include <QFile>

#include <git2.h>

#include <algorithm>
#include <cstdint>
#include <unordered_map>
#include <vector>

namespace {

// git's constants: a span hash is taken modulo this prime; a score is out of this.
constexpr std::uint32_t HashBase = 107927;
constexpr std::uint64_t MaxScore = 60000;
// git diff -M's default: 50%.
constexpr std::uint64_t MinimumScore = 30000;

// A file as git's rename detection sees it: its size, and how many bytes stand in
// spans of each hash, sorted by hash.
struct Signature
{
    std::uint64_t size = 0;
    std::vector<std::pair<std::uint32_t, std::uint64_t>> spans;
};

// git treats a file with a NUL in its first 8,000 bytes as binary, and keeps its CRs.
bool isText(QByteArrayView bytes)
{
    return !bytes.first(std::min<qsizetype>(bytes.size(), 8000)).contains('\0');
}

Signature signatureOf(QByteArrayView bytes)
{
    Signature signature;
    signature.size = std::uint64_t(bytes.size());
    const bool text = isText(bytes);
    // Bytes by span hash as they come: at most HashBase entries, whatever the file's size.
    std::unordered_map<std::uint32_t, std::uint64_t> spans;
    std::uint32_t accum1 = 0;
    std::uint32_t accum2 = 0;
    std::uint64_t n = 0;
    auto close = [&] {
        spans[(accum1 + accum2 * 0x61) % HashBase] += n;
        n = 0;
        accum1 = accum2 = 0;
    };
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto c = std::uint32_t(static_cast<unsigned char>(bytes[i]));
        if (text && c == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n')
            continue;
        const auto old1 = accum1;
        accum1 = (accum1 << 7) ^ (accum2 >> 25);
        accum2 = (accum2 << 7) ^ (old1 >> 25);
        accum1 += c;
        if (++n < 64 && c != '\n')
            continue;
        close();
    }
    if (n > 0)
        close();
    signature.spans.assign(spans.cbegin(), spans.cend());
    std::sort(signature.spans.begin(), signature.spans.end());
    return signature;
}

int scoreOf(const Signature &a, const Signature &b)
{
    const auto largest = std::max(a.size, b.size);
    const auto smallest = std::min(a.size, b.size);
    // Sizes too far apart for the lower bound to be reached: git does not compare them.
    if (largest * (MaxScore - MinimumScore) < (largest - smallest) * MaxScore || largest == 0)
        return 0;
    std::uint64_t kept = 0;
    auto s = a.spans.cbegin();
    auto d = b.spans.cbegin();
    while (s != a.spans.cend() && d != b.spans.cend()) {
        if (s->first < d->first) {
            ++s;
        } else if (d->first < s->first) {
            ++d;
        } else {
            kept += std::min(s->second, d->second);
            ++s, ++d;
        }
    }
    // git's score out of 60,000 in whole percent, rounded down: the bound (50%) is met
    // exactly when git's own is.
    return int(kept * MaxScore / largest * 100 / MaxScore);
}

int fileSignature(void **out, const git_diff_file *, const char *path, void *)
{
    // A file that cannot be read is like no other, as git scores it; the review goes on.
    QFile file(QFile::decodeName(path));
    *out = file.open(QIODevice::ReadOnly) ? new Signature(signatureOf(file.readAll())) : nullptr;
    return 0;
}

int bufferSignature(void **out, const git_diff_file *, const char *buffer, size_t size, void *)
{
    *out = new Signature(signatureOf(QByteArrayView(buffer, qsizetype(size))));
    return 0;
}

void freeSignature(void *signature, void *)
{
    delete static_cast<Signature *>(signature);
}

int similarity(int *score, void *a, void *b, void *)
{
    *score = a && b ? scoreOf(*static_cast<const Signature *>(a), *static_cast<const Signature *>(b)) : 0;
    return 0;
}

} // namespace

git_diff_similarity_metric *GitSimilarity::metric()
{
    static git_diff_similarity_metric metric = {fileSignature, bufferSignature, freeSignature, similarity, nullptr};
    return &metric;
}

int GitSimilarity::score(QByteArrayView a, QByteArrayView b)
{
    return scoreOf(signatureOf(a), signatureOf(b));
}
