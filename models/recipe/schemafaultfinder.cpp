// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "recipe/schemafaultfinder.h"

#include <valijson/validation_visitor.hpp>

#include <utility>

using valijson::Subschema;
using valijson::constraints::Constraint;

bool SchemaFaultFinder::check(const Subschema &subschema, const ParsedYamlAdapter &value, std::vector<SchemaFault> &faults)
{
    m_faults = &faults;
    m_path.clear();
    m_value = &value;
    return checkValue(subschema);
}

bool SchemaFaultFinder::checkValue(const Subschema &subschema)
{
    // A schema that is just `false` fails every value, and valijson says nothing of it:
    // the value's mapping or list has already said where.
    if (subschema.getAlwaysInvalid())
        return false;
    // Every constraint, also after one fails, as valijson does when it collects results.
    Subschema::ApplyFunction each = [this](const Constraint &constraint) { return constraint.accept(*this); };
    return subschema.apply(each);
}

bool SchemaFaultFinder::checkChild(const SchemaFault::Step &step, const ParsedYamlAdapter &child, const Subschema &subschema)
{
    const auto *parent = m_value;
    m_path.push_back(step);
    m_value = &child;
    const bool met = checkValue(subschema);
    m_value = parent;
    m_path.pop_back();
    return met;
}

bool SchemaFaultFinder::visit(const AllOfConstraint &constraint)
{
    // Each schema in turn, up to the first the value breaks, as valijson goes.
    bool met = true;
    constraint.applyToSubschemas([&](unsigned int, const Subschema *subschema) {
        met = checkValue(*subschema);
        return met;
    });
    return met;
}

bool SchemaFaultFinder::visit(const PropertiesConstraint &constraint)
{
    // A value that may be read as a mapping (with weak types, an empty list may).
    if (!m_value->maybeObject())
        return true;
    const auto object = m_value->asObject();
    std::set<std::string> matched;
    bool met = true;
    constraint.applyToProperties([&](const auto &name, const Subschema *subschema) {
        const std::string key(name.c_str());
        if (const auto member = object.find(key); member != object.end()) {
            matched.insert(key);
            // The member's own faults say what is wrong; the mapping adds nothing.
            met = checkChild(key, (*member).second, *subschema) && met;
        }
        return true;
    });
    matchPatterns(constraint, object, matched, met);
    return checkOtherMembers(constraint.getAdditionalPropertiesSubschema(), object, matched) && met;
}

void SchemaFaultFinder::matchPatterns(const PropertiesConstraint &constraint, const ParsedYamlValijson::Object &object,
                                      std::set<std::string> &matched, bool &met)
{
    constraint.applyToPatternProperties([&](const auto &pattern, const Subschema *subschema) {
        const std::string text(pattern.c_str());
        auto regex = m_regexes.find(text);
        if (regex == m_regexes.end())
            regex = m_regexes.emplace(text, SchemaRegex(text)).first;
        for (const auto &member : object) {
            if (SchemaRegex::search(member.first, regex->second)) {
                matched.insert(member.first);
                met = checkChild(member.first, member.second, *subschema) && met;
            }
        }
        return true;
    });
}

bool SchemaFaultFinder::checkOtherMembers(const Subschema *additional, const ParsedYamlValijson::Object &object,
                                          const std::set<std::string> &matched)
{
    if (!additional) {
        for (const auto &member : object) {
            if (!matched.contains(member.first)) {
                add({.kind = SchemaFault::Kind::UnexpectedProperty, .key = member.first});
                return false;
            }
        }
        return true;
    }
    bool met = true;
    for (const auto &member : object) {
        if (!matched.contains(member.first) && !checkChild(member.first, member.second, *additional)) {
            // After the member's own faults, as valijson reports it.
            add({.kind = SchemaFault::Kind::AdditionalProperty});
            met = false;
        }
    }
    return met;
}

bool SchemaFaultFinder::visit(const RequiredConstraint &constraint)
{
    if (!m_value->maybeObject())
        return true;
    const auto object = m_value->asObject();
    bool met = true;
    constraint.applyToRequiredProperties([&](const auto &name) {
        const std::string key(name.c_str());
        if (object.find(key) == object.end()) {
            add({.kind = SchemaFault::Kind::Required, .key = key});
            met = false;
        }
        return true;
    });
    return met;
}

bool SchemaFaultFinder::visit(const SingularItemsConstraint &constraint)
{
    const auto *items = constraint.getItemsSubschema();
    if (!m_value->isArray() || !items)
        return true;
    bool met = true;
    int index = 0;
    for (const auto &item : m_value->getArray())
        met = checkChild(index++, item, *items) && met;
    return met;
}

bool SchemaFaultFinder::visit(const EnumConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::Enum});
}

bool SchemaFaultFinder::visit(const MaximumConstraint &constraint)
{
    return meets(constraint,
                 {.kind = SchemaFault::Kind::Maximum, .limit = constraint.getMaximum(), .exclusive = constraint.getExclusiveMaximum()});
}

bool SchemaFaultFinder::visit(const MaxItemsConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::MaxItems, .count = constraint.getMaxItems()});
}

bool SchemaFaultFinder::visit(const MinimumConstraint &constraint)
{
    return meets(constraint,
                 {.kind = SchemaFault::Kind::Minimum, .limit = constraint.getMinimum(), .exclusive = constraint.getExclusiveMinimum()});
}

bool SchemaFaultFinder::visit(const MinItemsConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::MinItems, .count = constraint.getMinItems()});
}

bool SchemaFaultFinder::visit(const MinLengthConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::MinLength, .count = constraint.getMinLength()});
}

bool SchemaFaultFinder::visit(const PatternConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::Pattern});
}

bool SchemaFaultFinder::visit(const TypeConstraint &constraint)
{
    return meets(constraint, {.kind = SchemaFault::Kind::Type});
}

bool SchemaFaultFinder::holds(const Constraint &constraint)
{
    // Without results valijson only answers yes or no, and writes no message.
    valijson::ValidationVisitor<ParsedYamlAdapter, SchemaRegex> valijsonCheck(*m_value, {}, false, nullptr, m_regexes);
    return constraint.accept(valijsonCheck);
}

bool SchemaFaultFinder::meets(const Constraint &constraint, SchemaFault fault)
{
    if (holds(constraint))
        return true;
    add(std::move(fault));
    return false;
}

bool SchemaFaultFinder::meets(const Constraint &constraint, const char *keyword)
{
    return meets(constraint, {.kind = SchemaFault::Kind::Other, .key = keyword});
}

void SchemaFaultFinder::add(SchemaFault fault)
{
    fault.path = m_path;
    m_faults->push_back(std::move(fault));
}
