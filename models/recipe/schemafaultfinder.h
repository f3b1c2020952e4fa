// SPDX-FileCopyrightText: 2026 The Recipe Explorer authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "recipe/parsedyamladapter.h"
#include "recipe/schemafault.h"
#include "recipe/schemaregex.h"

#include <valijson/constraints/concrete_constraints.hpp>
#include <valijson/constraints/constraint_visitor.hpp>
#include <valijson/subschema.hpp>

#include <set>
#include <string>
#include <unordered_map>
#include <vector>

// The constraints of a schema that a value breaks, as SchemaFaults, in the order
// valijson checks them (each subschema's constraints in turn, depth first). A visitor
// of the schema's constraints: it asks valijson whether the value meets each single
// constraint (so values are read as valijson reads them, with weak types), and walks
// into mappings and lists itself, so that it knows where each broken constraint is
// and which one it is. valijson's own error list, which is English text, is never read.
class SchemaFaultFinder : public valijson::constraints::ConstraintVisitor
{
public:
    // The schema's compiled patterns, kept between checks.
    using Regexes = std::unordered_map<std::string, SchemaRegex>;

    explicit SchemaFaultFinder(Regexes &regexes) : m_regexes(regexes) { }

    // Appends the faults of value against subschema to faults (their paths start at
    // value); whether value meets the subschema.
    bool check(const valijson::Subschema &subschema, const ParsedYamlAdapter &value, std::vector<SchemaFault> &faults);

    // Mappings, lists and schemas that hold schemas: walked into.
    bool visit(const AllOfConstraint &constraint) override;
    bool visit(const PropertiesConstraint &constraint) override;
    bool visit(const RequiredConstraint &constraint) override;
    bool visit(const SingularItemsConstraint &constraint) override;
    // A single constraint on the value itself.
    bool visit(const EnumConstraint &constraint) override;
    bool visit(const MaximumConstraint &constraint) override;
    bool visit(const MaxItemsConstraint &constraint) override;
    bool visit(const MinimumConstraint &constraint) override;
    bool visit(const MinItemsConstraint &constraint) override;
    bool visit(const MinLengthConstraint &constraint) override;
    bool visit(const PatternConstraint &constraint) override;
    bool visit(const TypeConstraint &constraint) override;
    // Keywords the program's schemas do not use: a fault of kind Other names them.
    bool visit(const AnyOfConstraint &constraint) override { return meets(constraint, "anyOf"); }
    bool visit(const ConditionalConstraint &constraint) override { return meets(constraint, "if"); }
    bool visit(const ConstConstraint &constraint) override { return meets(constraint, "const"); }
    bool visit(const ContainsConstraint &constraint) override { return meets(constraint, "contains"); }
    bool visit(const DependenciesConstraint &constraint) override { return meets(constraint, "dependencies"); }
    bool visit(const FormatConstraint &constraint) override { return meets(constraint, "format"); }
    bool visit(const LinearItemsConstraint &constraint) override { return meets(constraint, "items"); }
    bool visit(const MaxLengthConstraint &constraint) override { return meets(constraint, "maxLength"); }
    bool visit(const MaxPropertiesConstraint &constraint) override { return meets(constraint, "maxProperties"); }
    bool visit(const MinPropertiesConstraint &constraint) override { return meets(constraint, "minProperties"); }
    bool visit(const MultipleOfDoubleConstraint &constraint) override { return meets(constraint, "multipleOf"); }
    bool visit(const MultipleOfIntConstraint &constraint) override { return meets(constraint, "multipleOf"); }
    bool visit(const NotConstraint &constraint) override { return meets(constraint, "not"); }
    bool visit(const OneOfConstraint &constraint) override { return meets(constraint, "oneOf"); }
    bool visit(const PolyConstraint &constraint) override { return meets(constraint, "custom"); }
    bool visit(const PropertyNamesConstraint &constraint) override { return meets(constraint, "propertyNames"); }
    bool visit(const UniqueItemsConstraint &constraint) override { return meets(constraint, "uniqueItems"); }

private:
    // The current value against a subschema.
    bool checkValue(const valijson::Subschema &subschema);
    // A member's value or a list's item against its subschema, one step down.
    bool checkChild(const SchemaFault::Step &step, const ParsedYamlAdapter &child, const valijson::Subschema &subschema);
    // The members of a mapping that neither "properties" nor "patternProperties" name,
    // against "additionalProperties" (nullptr when it is false).
    bool checkOtherMembers(const valijson::Subschema *additional, const ParsedYamlValijson::Object &object,
                           const std::set<std::string> &matched);
    void matchPatterns(const PropertiesConstraint &constraint, const ParsedYamlValijson::Object &object, std::set<std::string> &matched,
                       bool &met);
    // valijson's verdict on the current value and that one constraint.
    bool holds(const valijson::constraints::Constraint &constraint);
    // The verdict; when the value breaks the constraint, fault (at the current path) is added.
    bool meets(const valijson::constraints::Constraint &constraint, SchemaFault fault);
    bool meets(const valijson::constraints::Constraint &constraint, const char *keyword);
    void add(SchemaFault fault);

    Regexes &m_regexes;
    const ParsedYamlAdapter *m_value = nullptr;
    std::vector<SchemaFault::Step> m_path;
    std::vector<SchemaFault> *m_faults = nullptr;
};
