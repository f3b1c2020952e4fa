// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The settings reach the disk a moment after they change, written on a worker thread
// rather than on the window's, and what is unwritten when they end is written then.
#include "settings/settings.h"
#include "testutils.h"

#include <QEvent>
#include <QFile>
#include <QSettings>
#include <QTest>

#include <memory>

class TestSettingsWriter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void writtenAMomentLater();
    void writtenWhenDestroyed();
    void writtenWhenSynced();

private:
    // The settings file's bytes (read as a file: a QSettings made would write what is pending).
    QByteArray onDisk() const;

    TestUtils::SettingsFolder m_folder;
};

void TestSettingsWriter::initTestCase()
{
    QVERIFY(m_folder.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_folder.path());
}

QByteArray TestSettingsWriter::onDisk() const
{
    QFile file(m_folder.path() + u'/' + QCoreApplication::organizationName() + u'/' + QCoreApplication::applicationName()
               + QStringLiteral(".conf"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void TestSettingsWriter::writtenAMomentLater()
{
    Settings settings;
    settings.setLastFolder(QStringLiteral("/first/folder"));
    // Not when QSettings would write itself: on the update request it posts itself.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::UpdateRequest);
    QVERIFY(!onDisk().contains("/first/folder"));
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().contains("/first/folder"), 10000);
    settings.addRecentFolder(QStringLiteral("/second/folder"));
    QTRY_VERIFY_WITH_TIMEOUT(onDisk().contains("/second/folder"), 10000);
    QCOMPARE(settings.recentFolders().value(0), QStringLiteral("/second/folder"));
}

void TestSettingsWriter::writtenWhenDestroyed()
{
    auto settings = std::make_unique<Settings>();
    settings->setTheme(QStringLiteral("dark"));
    settings->setLanguage(QStringLiteral("de"));
    settings.reset();
    const auto bytes = onDisk();
    QVERIFY2(bytes.contains("theme=dark"), bytes.constData());
    QVERIFY2(bytes.contains("language=de"), bytes.constData());
}

void TestSettingsWriter::writtenWhenSynced()
{
    Settings settings;
    settings.setLastFolder(QStringLiteral("/synced/folder"));
    settings.sync();
    // At once, not a moment later.
    QVERIFY(onDisk().contains("/synced/folder"));
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("OpenRecipesTest"));
    QCoreApplication::setApplicationName(QStringLiteral("recipe-explorer-settings-test"));
    TestSettingsWriter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_settingswriter.moc"
